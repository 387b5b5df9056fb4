import { createHash } from 'node:crypto';
import { loadSharp } from '~/lib/sharp.server';
import { UPLOAD_MAX_BYTES } from '~/lib/upload-limits';

// An uploaded image, judged by its bytes (never by the file's name or the browser's Content-Type), then
// decoded and encoded anew: what is kept holds pixels only (EXIF with its GPS position, XMP, IPTC and
// comments are gone), in one format, at a bounded size.

/** About 6000 × 4000, as the image endpoint decodes: a camera's frame passes, a decompression bomb does not. */
const MAX_UPLOAD_PIXELS = 25_000_000;
/** The longest side an upload may have, and the longest side it is kept at. */
const MAX_UPLOAD_SIDE = 8000;
const KEPT_SIDE = 2560;

/** What the desk reads: the raster formats browsers and the image endpoint handle. SVG can carry scripts. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export type PreparedUpload = { bytes: Buffer; fileName: string; width: number; height: number };

export type UploadRefusal = { ok: false; reason: string };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export async function prepareUpload(input: Buffer): Promise<({ ok: true } & PreparedUpload) | UploadRefusal> {
  if (input.length === 0) return { ok: false, reason: 'The file is empty.' };
  if (input.length > UPLOAD_MAX_BYTES)
    return { ok: false, reason: `The image is larger than ${megabytes(UPLOAD_MAX_BYTES)}.` };
  const sharp = await loadSharp();
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED.has(metadata.format))
    return {
      ok: false,
      reason:
        metadata?.format === 'svg'
          ? 'SVG images are not accepted (they can carry scripts); upload a JPEG, PNG, WebP, GIF or AVIF.'
          : 'The file is not an image the desk reads: upload a JPEG, PNG, WebP, GIF or AVIF.',
    };
  const { width = 0, height = 0 } = metadata;
  if (width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE || width * height > MAX_UPLOAD_PIXELS)
    return {
      ok: false,
      reason: `The image is ${width} × ${height} pixels; at most ${MAX_UPLOAD_SIDE} pixels a side and ${MAX_UPLOAD_PIXELS / 1_000_000} million pixels are accepted.`,
    };
  try {
    // `rotate()` turns the pixels as EXIF says before EXIF is dropped; sharp keeps no metadata unless asked.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    const fileName = `${createHash('sha256').update(data).digest('hex')}.webp`;
    return { ok: true, bytes: data, fileName, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'The image could not be read; it may be damaged.' };
  }
}
