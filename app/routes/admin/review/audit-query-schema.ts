import { z } from 'zod';
import type { AuditFilter } from '~/domain/auth/audit-log.server';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);
const text = z.string().trim().max(200).optional().catch(undefined);

// Filters from the address; an odd value is dropped rather than failing the page.
const schema = z.object({
  action: text,
  entity: text,
  actor: text,
  id: z.uuid().optional().catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The audit log's filter from its address (`?action=&entity=&actor=&id=&from=&to=&page=`). */
export function readAuditFilter(url: URL): AuditFilter {
  const get = (name: string) => url.searchParams.get(name) || undefined;
  const parsed = schema.parse({
    action: get('action'),
    entity: get('entity'),
    actor: get('actor'),
    id: get('id'),
    from: get('from'),
    to: get('to'),
    page: get('page'),
  });
  return {
    action: parsed.action,
    entityType: parsed.entity,
    actor: parsed.actor,
    entityId: parsed.id,
    from: parsed.from,
    to: parsed.to,
    page: parsed.page,
  };
}

/** The address of a page of the log with the same filters. */
export function auditHref(filter: AuditFilter, page: number): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => value && params.set(name, value);
  set('action', filter.action);
  set('entity', filter.entityType);
  set('actor', filter.actor);
  set('id', filter.entityId);
  set('from', filter.from);
  set('to', filter.to);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : '/admin/audit';
}
