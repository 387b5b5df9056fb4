import { z } from 'zod';
import type { Database } from '~/db/client.server';
import { entitySuggestionKinds } from '~/db/schema/newsroom';
import type { Staff } from '~/domain/auth/staff.server';
import { decideNameSuggestion, type NameDecision } from '~/domain/editorial/decide-name-suggestion.server';
import type { SuggestionKind } from '~/domain/editorial/name-suggestions.server';
import { parseForm } from '~/lib/form-data';
import { singleLine } from '~/lib/form-text';
import { deskDone, deskFailed } from '../shared/desk-answer';

const decisionSchema = z
  .object({
    intent: z.enum(['accept', 'rename', 'reject', 'keep', 'drop'], {
      error: 'Choose accept, rename or reject (or keep or drop a new name).',
    }),
    id: z.uuid({ error: 'Choose a suggested name.' }),
    name: singleLine('The name')
      .pipe(z.string().trim().min(1, 'Give the name.').max(60, 'Keep the name under 60 characters.'))
      .optional(),
    kind: z.union([z.enum(entitySuggestionKinds), z.literal('')]).optional(),
  })
  .refine((form) => form.intent === 'reject' || form.intent === 'drop' || form.name, {
    path: ['name'],
    message: 'Give the name.',
  })
  .refine((form) => (form.intent !== 'accept' && form.intent !== 'keep') || form.kind, {
    path: ['kind'],
    message: 'Choose what the name is before accepting it.',
  });

const failures = {
  accept: 'accept name',
  rename: 'rename name',
  reject: 'reject name',
  keep: 'keep new name',
  drop: 'drop new name',
} as const;

/** Accept, rename or reject one suggested name, from its row's form; the domain records it in the audit log. */
export async function runSuggestedNameAction(db: Database, staff: Staff, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  const what = failures[intent as keyof typeof failures] ?? 'decide on name';
  const parsed = parseForm(decisionSchema, form);
  if (!parsed.ok)
    return deskFailed(what, Object.values(parsed.fieldErrors)[0]?.[0] ?? 'Check the fields.', 400, parsed);
  const { data } = parsed;
  // Keep and drop are accept and reject of a name that tags its articles already (decision 068).
  const decision: NameDecision =
    data.intent === 'reject' || data.intent === 'drop'
      ? { decision: 'reject' }
      : data.intent === 'accept' || data.intent === 'keep'
        ? // The schema refuses an accept without a kind.
          { decision: 'accept', name: data.name!, kind: data.kind as SuggestionKind }
        : { decision: 'rename', name: data.name!, kind: data.kind || null };
  const result = await decideNameSuggestion(db, { id: staff.id, email: staff.email }, data.id, decision);
  if (!result.ok) return deskFailed(what, result.message, result.reason === 'not_found' ? 404 : 409);
  if (data.intent === 'keep')
    return deskDone('Name kept', `“${result.name}” is in the lexicon; its tags stay.`);
  if (data.intent === 'drop')
    return deskDone('Name dropped', `“${result.name}” left its articles and will not be tagged again.`);
  if (data.intent === 'accept')
    return deskDone('Name accepted', `“${result.name}” is in the lexicon and tags its articles.`);
  if (data.intent === 'rename') return deskDone('Name renamed', `It waits as “${result.name}”.`);
  return deskDone('Name rejected', `“${result.name}” will not be suggested again.`);
}
