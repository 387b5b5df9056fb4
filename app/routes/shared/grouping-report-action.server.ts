import { data } from 'react-router';
import { appServices, requestInfo } from '~/app-context.server';
import { groupingReportSchema, submitGroupingReport } from '~/domain/participation/grouping-reports.server';
import { clientSender } from '~/domain/rate-limits/rate-limit.server';
import { parseForm } from '~/lib/form-data';
import type { Route } from '../+types/news-article';
import type { FormAnswer } from './public-form.server';

/** The field only robots fill (`<Honeypot />`), as on every public form. */
const HONEYPOT_FIELD = 'website';

/**
 * The article page's action: a reader's report of a wrong grouping. The public forms' steps (honeypot,
 * zod with field errors, the sender's rate limit), plus the article's own checks: it must be published, and
 * a named source must be one it credits. The same answer with and without JavaScript.
 */
export async function groupingReportAction({ request, params, context }: Route.ActionArgs) {
  const { db, config } = context.get(appServices);
  const fields = await request.formData();
  if (String(fields.get(HONEYPOT_FIELD) ?? '') !== '') return data<FormAnswer>({ ok: true });
  const parsed = parseForm(groupingReportSchema, fields);
  if (!parsed.ok)
    return data<FormAnswer>(
      {
        ok: false,
        fieldErrors: parsed.fieldErrors,
        values: parsed.values,
        message: 'Please say what is wrong with the grouping.',
      },
      { status: 400 },
    );
  const result = await submitGroupingReport(
    db,
    params.slug,
    parsed.data,
    clientSender(config, context.get(requestInfo).clientIp),
  );
  if (result.ok) return data<FormAnswer>({ ok: true });
  const values = { problem: parsed.data.problem, source: '', note: parsed.data.note ?? '' };
  if (result.reason === 'not_found') throw data(null, { status: 404 });
  if (result.reason === 'unknown_source')
    return data<FormAnswer>(
      {
        ok: false,
        fieldErrors: { source: ['Please choose one of the sources listed'] },
        values,
        message: 'Please choose one of the sources listed, or none.',
      },
      { status: 400 },
    );
  return data<FormAnswer>(
    {
      ok: false,
      fieldErrors: {},
      values,
      message: 'You have sent many reports in the last hour. Please try again later.',
    },
    { status: 429 },
  );
}
