import { data, Form, Link, useNavigation } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { CoverImage } from '~/components/cover-image';
import { Pagination } from '~/components/pagination';
import { buttonClass } from '~/components/ui/button-link';
import { requireStaff } from '~/domain/auth/staff.server';
import { readListQuery } from '~/domain/content-desk/content-list';
import { listUploads, saveUpload } from '~/domain/content-desk/media-uploads.server';
import { signImage } from '~/lib/image-signing.server';
import { readUploadForm } from '~/lib/read-upload-form.server';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES } from '~/lib/upload-limits';
import { deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/media';

export const meta: Route.MetaFunction = () => [{ title: 'Media · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const { page } = readListQuery(new URL(args.request.url));
  const list = await listUploads(services.db, page);
  if (page > 1 && list.uploads.length === 0) throw data({ message: 'No such page' }, { status: 404 });
  return {
    ...list,
    uploads: list.uploads.map((upload) => ({ ...upload, image: signImage(upload.path) })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args);
  const upload = await readUploadForm(args.request, IMAGE_UPLOAD_MAX_BYTES);
  if (!upload.ok)
    return deskFailed('upload image', upload.reason, upload.status, {
      fieldErrors: { image: [upload.reason] },
    });
  const file = upload.form.get('image');
  if (!(file instanceof File) || file.size === 0)
    return deskFailed('upload image', 'choose an image file first', 400, {
      fieldErrors: { image: ['Choose an image file'] },
    });
  const saved = await saveUpload(services.db, staff, {
    bytes: Buffer.from(await file.arrayBuffer()),
    name: file.name,
  });
  if (!saved.ok)
    return deskFailed('upload image', saved.reason, 400, { fieldErrors: { image: [saved.reason] } });
  return deskDone(
    saved.existed ? 'Image already uploaded' : 'Image uploaded',
    `Use ${saved.upload.path} as an image address.`,
  );
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting';
  const error = actionData?.fieldErrors?.image?.[0];
  return (
    <section>
      <p className="text-sm">
        <Link to="/admin/content" className="text-muted underline hover:text-text">
          Content
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">Media</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Images for covers and pages. Each upload is checked by its content (JPEG, PNG, WebP, GIF or AVIF, at
        most {UPLOAD_MAX_BYTES / (1024 * 1024)} MB and 8000 pixels a side), stripped of its metadata (camera,
        GPS position) and kept as WebP. Use an image by its address (/uploads/…) in any image field. Uploads
        are kept (a page may show one), and the same image uploaded twice is kept once.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="field-image" className="text-sm font-semibold">
            Image file
          </label>
          <input
            id="field-image"
            name="image"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'field-image-error' : undefined}
            className="text-sm file:mr-3 file:rounded-full file:border file:border-border file:bg-surface-2 file:px-4 file:py-2 file:font-semibold file:text-text"
          />
          {error ? (
            <p id="field-image-error" className="text-sm text-danger" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonClass()} disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload'}
        </button>
      </Form>

      <h2 className="mt-10 text-lg font-bold">
        Uploads <span className="text-muted">({loaderData.total})</span>
      </h2>
      {loaderData.uploads.length === 0 ? (
        <p className="mt-3 text-muted">No images uploaded yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {loaderData.uploads.map((upload) => (
            <li key={upload.id} className="overflow-hidden rounded-2xl border border-border bg-surface">
              <CoverImage
                image={upload.image}
                alt={upload.originalName}
                sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
                widths={[320, 480, 640]}
                className="aspect-video w-full bg-surface-2 object-cover"
              />
              <div className="p-3 text-sm">
                <p className="truncate font-semibold" title={upload.originalName}>
                  {upload.originalName}
                </p>
                <p className="text-muted">
                  {upload.width} × {upload.height} · {Math.ceil(upload.bytes / 1024)} KB
                </p>
                <label className="mt-2 block text-xs text-muted" htmlFor={`path-${upload.id}`}>
                  Address
                </label>
                <input
                  id={`path-${upload.id}`}
                  readOnly
                  value={upload.path}
                  className="w-full rounded-lg border border-border bg-surface-2 px-2 py-1 font-mono text-xs"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        path="/admin/content/media"
        label="Pages of uploads"
      />
      <Toast toast={actionData?.toast} />
    </section>
  );
}
