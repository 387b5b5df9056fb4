import { loadSharp } from '~/lib/sharp.server';
import { ImageSourceError } from './image-errors';
import type { EncodedFormat, OutputFormat } from './output-format';

/** Formats decoded from remote sources; SVG only from the site's own files. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

export type TransformOptions = {
  width: number;
  format: OutputFormat;
  /** Larger images are refused before their pixels are decoded (a decompression bomb). */
  maxInputPixels: number;
  /** Whether SVG may be read: the site's own covers, never a fetched document. */
  allowSvg: boolean;
  /** Told the decoded image's size in bytes before its pixels are decoded (for a memory budget). */
  reserve?: (bytes: number) => void;
};

/**
 * Resizes an image to `width` (never enlarging a raster, never taller than twice its width: covers are shown
 * at 16:9 anyway) and encodes it; EXIF orientation is applied and metadata dropped.
 */
export async function transformImage(
  input: Buffer,
  options: TransformOptions,
): Promise<{ bytes: Buffer; format: EncodedFormat }> {
  const { width, maxInputPixels } = options;
  const sharp = await loadSharp();
  const metadata = await sharp(input, { limitInputPixels: maxInputPixels })
    .metadata()
    .catch((error: unknown) => {
      throw decodeFailure(error);
    });
  const isSvg = metadata.format === 'svg';
  if (!(RASTER_FORMATS.has(metadata.format) || (isSvg && options.allowSvg)))
    throw new ImageSourceError('unsupported_format', `Images in ${metadata.format} are not served`);
  // A vector is drawn at the size asked for rather than drawn small and enlarged.
  const density =
    isSvg && metadata.width ? Math.min(600, Math.max(1, (72 * width) / metadata.width)) : undefined;
  const scale = density ? density / 72 : 1;
  options.reserve?.(
    Math.round((metadata.width ?? 0) * scale) *
      Math.round((metadata.height ?? 0) * scale) *
      (metadata.channels ?? 4),
  );
  const pipeline = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', density })
    .rotate()
    .resize({ width, height: width * 2, fit: 'inside', withoutEnlargement: !isSvg });
  const format = encodedFormat(options.format, metadata.hasAlpha);
  const encoder =
    format === 'avif'
      ? pipeline.avif({ quality: 50, effort: 2 })
      : format === 'webp'
        ? pipeline.webp({ quality: 72 })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
  try {
    return { bytes: await encoder.toBuffer(), format };
  } catch (error) {
    throw decodeFailure(error);
  }
}

function encodedFormat(format: OutputFormat, hasAlpha: boolean): EncodedFormat {
  if (format !== 'legacy') return format;
  return hasAlpha ? 'png' : 'jpeg';
}

function decodeFailure(error: unknown): ImageSourceError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    return new ImageSourceError('too_many_pixels', 'The image has more pixels than allowed', {
      cause: error,
    });
  return new ImageSourceError('unsupported_format', 'The image could not be decoded', { cause: error });
}
