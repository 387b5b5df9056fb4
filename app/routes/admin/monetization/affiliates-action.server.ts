import { z } from 'zod';
import type { AppServices } from '~/app-context.server';
import type { Staff } from '~/domain/auth/staff.server';
import { affiliateMappingSchema } from '~/domain/monetization/affiliate-mapping-form';
import {
  createAffiliateMapping,
  deleteAffiliateMapping,
  setAffiliateMappingActive,
  updateAffiliateMapping,
  type MappingChange,
} from '~/domain/monetization/affiliate-mappings.server';
import { parseForm, type FieldErrors } from '~/lib/form-data';
import { deskDone, deskFailed } from '../shared/desk-answer';

const mappingId = z.uuid({ error: 'This mapping does not exist' });
const updateSchema = affiliateMappingSchema.extend({ id: mappingId });
const toggleSchema = z.object({
  id: mappingId,
  active: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
const deleteSchema = z.object({ id: mappingId });

/** What each form of the page is called in its toasts: 'Failed to create mapping: …'. */
const what = {
  create: 'create mapping',
  update: 'update mapping',
  toggle: 'update mapping',
  delete: 'delete mapping',
} as const;
type Intent = keyof typeof what;

const firstError = (fieldErrors: FieldErrors) => Object.values(fieldErrors)[0]?.[0];
const typed = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );

/**
 * The affiliates page's forms (one `intent` each), for a signed-in member of the desk: create, update, toggle
 * active, delete. Each answers with the spec's toast; a refused form keeps what was typed and says which
 * field is wrong.
 */
export async function affiliatesAction(services: AppServices, staff: Staff, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  if (!(intent in what)) return deskFailed('save the change', 'This form is not one the page knows');
  const action = what[intent as Intent];
  const refused = (change: Extract<MappingChange, { ok: false }>) =>
    deskFailed(action, change.reason, change.notFound ? 404 : 400, {
      fieldErrors: change.field ? { [change.field]: [change.reason] } : undefined,
      values: typed(form),
    });
  const parse = <T>(schema: z.ZodType<T>) => {
    const parsed = parseForm(schema, form);
    if (parsed.ok) return parsed;
    return { ...parsed, answer: deskFailed(action, firstError(parsed.fieldErrors), 400, parsed) };
  };

  try {
    switch (intent as Intent) {
      case 'create': {
        const parsed = parse(affiliateMappingSchema);
        if (!parsed.ok) return parsed.answer;
        const change = await createAffiliateMapping(services.db, staff, parsed.data);
        if (!change.ok) return refused(change);
        return deskDone(
          'Mapping created',
          `“${change.mapping.keyword}” now links to ${change.mapping.shopName}.`,
        );
      }
      case 'update': {
        const parsed = parse(updateSchema);
        if (!parsed.ok) return parsed.answer;
        const { id, ...input } = parsed.data;
        const change = await updateAffiliateMapping(services.db, staff, id, input);
        if (!change.ok) return refused(change);
        return deskDone(
          'Mapping updated',
          `“${change.mapping.keyword}” links to ${change.mapping.shopName}.`,
        );
      }
      case 'toggle': {
        const parsed = parse(toggleSchema);
        if (!parsed.ok) return parsed.answer;
        const change = await setAffiliateMappingActive(
          services.db,
          staff,
          parsed.data.id,
          parsed.data.active,
        );
        if (!change.ok) return refused(change);
        const state = change.mapping.isActive ? 'active: pages link it' : 'inactive: pages no longer link it';
        return deskDone('Mapping updated', `“${change.mapping.keyword}” is ${state}.`);
      }
      case 'delete': {
        const parsed = parse(deleteSchema);
        if (!parsed.ok) return parsed.answer;
        const change = await deleteAffiliateMapping(services.db, staff, parsed.data.id);
        if (!change.ok) return refused(change);
        return deskDone('Mapping deleted', `“${change.mapping.keyword}” is no longer linked anywhere.`);
      }
    }
  } catch (error) {
    services.logger.error({ err: error, intent }, 'affiliate mapping change failed');
    return deskFailed(action, undefined, 500, { values: typed(form) });
  }
}
