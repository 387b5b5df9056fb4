// Issue 11, point 8: image uploads from the desk. Judged by their bytes (not the file's name or type),
// re-encoded without metadata, kept in the database by their content's hash (issue 41: every web server has
// them), recorded with an audit entry, and served through the signed image endpoint and at /uploads/<name>.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../app/db/schema/auth';
import { mediaUploads } from '../../app/db/schema/newsroom';
import { mediaUploadBytes } from '../../app/db/schema/uploads';
import { prepareUpload } from '../../app/domain/content-desk/prepare-upload.server';
import { UPLOAD_MAX_BYTES } from '../../app/lib/upload-limits';
import { testServers, useTestDatabase } from '../support/test-database';
import { startDeskServer, type DeskServer } from './desk-content-server';

/** A JPEG as a phone writes it: EXIF with the camera, the owner, a GPS position and a rotation. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Artist: 'Secret Person' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF (little-endian, as libvips writes it) holds the GPS IFD pointer, tag 0x8825 of type LONG. */
const hasGpsPointer = (bytes: Buffer) => bytes.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));

function uploadForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.set('image', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe.each(testServers())('desk image uploads on $name', (server) => {
  const database = useTestDatabase(server);
  let desk: DeskServer;
  const uploaded = async () =>
    (await database.db.select({ fileName: mediaUploadBytes.fileName }).from(mediaUploadBytes)).map(
      (row) => row.fileName,
    );

  beforeAll(async () => {
    desk = await startDeskServer(database);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it('keeps a photo without its EXIF (no GPS position, no camera, no owner), turned upright, as WebP named by its hash', async () => {
    const photo = await phonePhoto();
    expect(hasGpsPointer((await sharp(photo).metadata()).exif!)).toBe(true);
    expect(photo.includes('Secret Person')).toBe(true);
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const response = await desk.post('/admin/content/media', uploadForm(photo, 'holiday.jpg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Image uploaded');

    const files = await uploaded();
    expect(files).toHaveLength(1);
    const [fileName] = files as [string];
    expect(fileName).toMatch(/^[0-9a-f]{64}\.webp$/);
    const [{ content: stored }] = (await database.db
      .select({ content: mediaUploadBytes.content })
      .from(mediaUploadBytes)) as [{ content: Buffer }];
    // Nothing of it on the disk: a second web server would not have it.
    expect(existsSync(path.join(desk.dataDir, 'uploads'))).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 48, height: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(hasGpsPointer(stored)).toBe(false);
    expect(stored.includes('Secret Person')).toBe(false);
    expect(stored.includes('SpyCam')).toBe(false);
    expect(html).toContain(`/uploads/${fileName}`);

    const [row] = await database.db.select().from(mediaUploads);
    expect(row).toMatchObject({
      fileName,
      originalName: 'holiday.jpg',
      mimeType: 'image/webp',
      bytes: stored.length,
      width: 48,
      height: 64,
      uploadedBy: 'editor@content-desk.test',
    });
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'media.upload'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: 'editor@content-desk.test', entityId: row!.id });

    // The same photo again is the same file and the same row.
    const again = await desk.post(
      '/admin/content/media',
      uploadForm(photo, 'copy.jpg', 'image/jpeg'),
      'admin',
    );
    expect(await again.text()).toContain('Image already uploaded');
    expect(await uploaded()).toHaveLength(1);
    expect(await database.db.select().from(mediaUploads)).toHaveLength(1);
  });

  it('serves the upload through the signed image endpoint and as stored at /uploads/<name>', async () => {
    const [fileName] = (await uploaded()) as [string];
    const page = await (await desk.get('/admin/content/media', 'editor')).text();
    const src = /src="(\/img\?src=%2Fuploads%2F[^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toBeDefined();
    const image = await fetch(`${desk.url}${src}`, { headers: { Accept: 'image/webp' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');

    // A signature made for another source does not open an upload.
    const forged = src!.replace(/src=[^&]+/, `src=${encodeURIComponent(`/uploads/${'0'.repeat(64)}.webp`)}`);
    expect((await fetch(`${desk.url}${forged}`)).status).toBe(403);

    const direct = await fetch(`${desk.url}/uploads/${fileName}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${desk.url}/uploads/${'1'.repeat(64)}.webp`)).status).toBe(404);
    expect((await fetch(`${desk.url}/uploads/..%2F.image-key`)).status).toBe(404);
  });

  it('refuses a file that only calls itself an image, an SVG, and a damaged image, storing nothing', async () => {
    const before = (await uploaded()).length;
    const cases = [
      [
        Buffer.from('<?php system($_GET["c"]); ?> not a picture at all'),
        'photo.jpg',
        'image/jpeg',
        'not an image the desk reads',
      ],
      [
        Buffer.from('<!doctype html><script>alert(1)</script>'),
        'cover.png',
        'image/png',
        'not an image the desk reads',
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>'),
        'logo.png',
        'image/png',
        'SVG images are not accepted',
      ],
    ] as const;
    for (const [bytes, name, type, message] of cases) {
      const response = await desk.post('/admin/content/media', uploadForm(bytes, name, type));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('Failed to upload image');
      expect(html).toContain(message);
    }
    const damaged = (await phonePhoto()).subarray(0, 300);
    const response = await desk.post('/admin/content/media', uploadForm(damaged, 'cut.jpg', 'image/jpeg'));
    expect(response.status).toBe(400);
    expect(await uploaded()).toHaveLength(before);
    expect(await database.db.select().from(mediaUploads)).toHaveLength(1);
  });

  it('answers a broken multipart body with a clear 400, not a 500', async () => {
    const before = (await uploaded()).length;
    const response = await desk.send('/admin/content/media', {
      method: 'POST',
      as: 'editor',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot finished',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The upload could not be read as a form');
    expect(await uploaded()).toHaveLength(before);
  });

  it('refuses an oversized image: past the byte limit before the body is read, past the pixel limits after', async () => {
    const before = (await uploaded()).length;
    // The server answers from the headers and closes: the body is never sent.
    expect(await desk.declareUpload(UPLOAD_MAX_BYTES + 512 * 1024)).toBe(413);
    expect(await prepareUpload(Buffer.alloc(UPLOAD_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: 'The image is larger than 10 MB.',
    });

    const wide = await sharp({ create: { width: 9000, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const tooWide = await desk.post('/admin/content/media', uploadForm(wide, 'banner.png', 'image/png'));
    expect(tooWide.status).toBe(400);
    expect(await tooWide.text()).toContain('The image is 9000 × 20 pixels');
    expect(await uploaded()).toHaveLength(before);
  });

  it('lets nobody upload without signing in, and refuses uploads anywhere else', async () => {
    const photo = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const anonymous = await fetch(`${desk.url}/admin/content/media`, {
      method: 'POST',
      headers: { Origin: desk.url },
      body: uploadForm(photo, 'a.png', 'image/png'),
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toMatch(/^\/login\?next=/);
    const elsewhere = await desk.post('/admin/content/releases/new', uploadForm(photo, 'a.png', 'image/png'));
    expect(elsewhere.status).toBe(415);
    expect(await database.db.select().from(mediaUploads)).toHaveLength(1);
  });
});
