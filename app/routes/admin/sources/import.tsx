import { data, Form, Link, useNavigation } from 'react-router';
import { Toast } from '~/components/desk/toast';
import { buttonClass } from '~/components/ui/button-link';
import { TextField } from '~/components/ui/field';
import { requireStaff } from '~/domain/auth/staff.server';
import { withFeedCheck } from '~/domain/newsroom/sources/feed-checker.server';
import { importSourcesFromDesk } from '~/domain/newsroom/sources/import-sources.server';
import { withoutControlChars } from '~/lib/untrusted-input';
import { OPML_MAX_BYTES, OPML_UPLOAD_MAX_BYTES } from '~/lib/upload-limits';
import { type DeskAnswer, deskDone, deskFailed } from '../shared/desk-answer';
import type { Route } from './+types/import';
import { type ImportReportData, ImportReportView } from './import-report';
import { readUploadForm } from '~/lib/read-upload-form.server';

// Admin-only, loader and action: an OPML file adds many sources at once.

export const meta: Route.MetaFunction = () => [{ title: 'Import OPML · RSS Sources · Desk' }];

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'admin');
  return null;
}

type ImportAnswer = DeskAnswer & { report?: ImportReportData };

const refused = (reason: string, status = 400) => {
  const answer = deskFailed('import RSS sources', reason, status, { fieldErrors: { opml: [reason] } });
  return data<ImportAnswer>(answer.data, answer.init ?? undefined);
};

export async function action(args: Route.ActionArgs) {
  const { staff, services } = await requireStaff(args, 'admin');
  const upload = await readUploadForm(args.request, OPML_UPLOAD_MAX_BYTES);
  if (!upload.ok) return refused(upload.reason, upload.status);
  const file = upload.form.get('opml');
  if (!(file instanceof File) || file.size === 0) return refused('Choose an OPML file to import');
  if (file.size > OPML_MAX_BYTES) return refused('The file is larger than 1 MiB', 413);
  const name = withoutControlChars(file.name).slice(0, 200) || 'an OPML file';
  const result = await withFeedCheck(services.config, async (check) =>
    importSourcesFromDesk(
      services.db,
      { id: staff.id, email: staff.email },
      { name, text: await file.text() },
      check,
    ),
  );
  if (!result.ok) return refused(result.reason);
  const { added, unchecked, skipped, failed } = result.report;
  const answer = deskDone(
    'RSS sources imported',
    `${added.length + unchecked.length} added (${unchecked.length} unchecked), ${skipped.length} already present, ${failed.length} failed.`,
  );
  return data<ImportAnswer>({
    ...answer.data,
    report: {
      added: added.map((source) => ({ name: source.name, url: source.url })),
      unchecked: unchecked.map(({ source, reason }) => ({ name: source.name, url: source.url, reason })),
      skipped,
      failed,
    },
  });
}

export default function ImportSources({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <section className="max-w-3xl">
      <p className="text-sm">
        <Link to="/admin/sources" className="text-muted underline hover:text-text">
          RSS Sources
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Import OPML</h1>
      <p className="mt-2 text-muted">
        For admins only. Every feed in the file is checked as when adding one: feeds that answer are added,
        feeds that cannot be reached now are added unchecked (the crawler tries them on its schedule), and
        addresses that are sources already are skipped. Folders become categories where they match one.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4"
      >
        <TextField
          label="OPML file"
          name="opml"
          type="file"
          required
          accept=".opml,.xml,text/x-opml,application/xml,text/xml"
          hint="At most 1 MiB."
          errors={failed?.fieldErrors?.opml}
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={busy}>
            {busy ? 'Importing: checking each feed…' : 'Import'}
          </button>
        </div>
      </Form>
      {actionData?.report ? <ImportReportView report={actionData.report} /> : null}
      <Toast toast={actionData?.toast} />
    </section>
  );
}
