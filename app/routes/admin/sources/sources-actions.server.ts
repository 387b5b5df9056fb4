import { z } from 'zod';
import type { AppServices } from '~/app-context.server';
import type { Staff } from '~/domain/auth/staff.server';
import { withFeedCheck } from '~/domain/newsroom/sources/feed-checker.server';
import {
  addDeskSource,
  requestCrawl,
  setSourceActive,
} from '~/domain/newsroom/sources/manage-sources.server';
import { addSourceFields } from '~/domain/newsroom/sources/source-fields';
import { jobNames } from '~/jobs/queue.server';
import { parseForm } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';
import { firstFieldError, offerUnchecked } from './source-answers';

// The list page's actions, one per `intent`: add (checked, or unchecked when it cannot be reached now), switch
// on or off, and crawl now. Deleting and importing are admin-only pages of their own.

const actor = (staff: Staff) => ({ id: staff.id, email: staff.email });
const sourceId = z.object({ id: z.uuid() });

export async function addFromForm(services: AppServices, staff: Staff, form: FormData) {
  const parsed = parseForm(addSourceFields, form);
  if (!parsed.ok)
    return deskFailed('add RSS source', firstFieldError(parsed.fieldErrors), 400, {
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
    });
  const storeUnreachable = form.get('intent') === 'add-unchecked';
  const result = await withFeedCheck(services.config, (check) =>
    addDeskSource(services.db, actor(staff), parsed.data, check, { storeUnreachable }),
  );
  if (!result.ok) {
    const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
    const answer = deskFailed('add RSS source', result.reason, result.status, {
      fieldErrors: { url: [result.reason] },
      values,
    });
    return result.unreachable ? offerUnchecked(answer) : answer;
  }
  const { source, uncheckedReason } = result;
  return deskDone(
    'RSS source added',
    uncheckedReason
      ? `"${source.name}" was added unchecked (${uncheckedReason}); the crawler tries it on its schedule.`
      : `"${source.name}" answered with a feed; its first crawl is due now.`,
  );
}

export async function toggleFromForm(services: AppServices, staff: Staff, form: FormData) {
  const parsed = parseForm(sourceId.extend({ active: z.enum(['true', 'false']) }), form);
  if (!parsed.ok) return deskFailed('update RSS source', 'Unknown source', 400);
  const active = parsed.data.active === 'true';
  const result = await setSourceActive(services.db, actor(staff), parsed.data.id, active);
  if (!result.ok) return deskFailed('update RSS source', result.reason, result.status);
  return deskDone('RSS source updated', `"${result.source.name}" is ${active ? 'active' : 'inactive'}.`);
}

export async function crawlFromForm(services: AppServices, staff: Staff, form: FormData) {
  const parsed = parseForm(sourceId, form);
  if (!parsed.ok) return deskFailed('update RSS source', 'Unknown source', 400);
  const result = await requestCrawl(services.db, actor(staff), parsed.data.id);
  if (!result.ok) return deskFailed('update RSS source', result.reason, result.status);
  // The worker crawls; this process only asks. Without a queue the minute's schedule takes it.
  const sent = await askForCrawlTick(services);
  return deskDone(
    'RSS source updated',
    sent
      ? `"${result.source.name}" is due now: the worker crawls it in a moment.`
      : `"${result.source.name}" is due now: the next scheduled crawl (each minute) takes it.`,
  );
}

async function askForCrawlTick(services: AppServices): Promise<boolean> {
  if (!services.jobs) return false;
  try {
    return (await services.jobs.send(jobNames.crawlTick)) !== null;
  } catch (error) {
    services.logger.warn({ err: error }, 'could not ask the worker for a crawl tick');
    return false;
  }
}
