import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInCookie } from '../support/desk-requests';
import { appServices, type AppServices } from '../../app/app-context.server';
import { auditEvents } from '../../app/db/schema/auth';
import { articles } from '../../app/db/schema/content';
import { recordAudit } from '../../app/domain/auth/audit.server';
import { AUDIT_PAGE_SIZE, auditFilterChoices, listAuditEvents } from '../../app/domain/auth/audit-log.server';
import { createStaffAccount } from '../../app/domain/auth/users.server';
import { loadConfig } from '../../app/lib/config.server';
import { createLogger } from '../../app/lib/logger.server';
import * as auditPage from '../../app/routes/admin/review/audit-log';
import * as articlePage from '../../app/routes/admin/review/desk-article';
import * as queuePage from '../../app/routes/admin/review/desk-queue';
import { insertDraftStory } from '../support/desk-stories';
import { testServers, useTestDatabase } from '../support/test-database';

const PASSWORD = 'a password for the desk routes';
const SITE = 'http://localhost:3000';

type Args = { request: Request; params: Record<string, string>; context: RouterContextProvider };

/** `data(value, init)`: React Router's answer with a status, as a plain object. */
const isData = (
  value: unknown,
): value is { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null } =>
  typeof value === 'object' && value !== null && (value as { type?: string }).type === 'DataWithResponseInit';

/** What a loader or action answered, or threw (a redirect, a 403 or 404): status, and the data if any. */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    const result = await run();
    if (isData(result)) return { status: result.init?.status ?? 200, data: result.data };
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    if (isData(thrown)) return { status: thrown.init?.status ?? 500, data: thrown.data };
    throw thrown;
  }
}

describe.each(testServers())('the review desk routes on $name', (server) => {
  const database = useTestDatabase(server);
  const services = {} as AppServices;
  const cookies: Record<'admin' | 'editor', string> = { admin: '', editor: '' };
  const ids: Record<'admin' | 'editor', string> = { admin: '', editor: '' };

  const argsFor = (
    who: 'admin' | 'editor' | 'anonymous',
    url: string,
    { form, params = {} }: { form?: Record<string, string>; params?: Record<string, string> } = {},
  ): Args => {
    const context = new RouterContextProvider();
    context.set(appServices, services);
    const headers = new Headers(who === 'anonymous' ? {} : { cookie: cookies[who] });
    const request = form
      ? new Request(`${SITE}${url}`, { method: 'POST', headers, body: new URLSearchParams(form) })
      : new Request(`${SITE}${url}`, { headers });
    return { request, params, context };
  };

  beforeAll(async () => {
    Object.assign(services, {
      db: database.db,
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-desk-routes-')),
        SITE_URL: SITE,
      }),
      logger: createLogger('silent'),
    });
    for (const role of ['admin', 'editor'] as const) {
      const email = `${role}@routes.test`;
      const made = await createStaffAccount(services, { email, role, password: PASSWORD });
      if (!made.ok) throw new Error(made.message);
      ids[role] = made.user.id;
      cookies[role] = await signInCookie(services, { id: made.user.id, email, role, password: PASSWORD });
    }
  });

  it('sends anonymous visitors to sign in, from every page and action, and changes nothing', async () => {
    const story = await insertDraftStory(database.pool, {
      title: 'Guarded',
      items: [{ title: 'Guarded', sourceName: 'A' }],
    });
    const params = { id: story.articleId };
    for (const run of [
      () => queuePage.loader(argsFor('anonymous', '/admin/desk') as never),
      () => articlePage.loader(argsFor('anonymous', `/admin/desk/${story.articleId}`, { params }) as never),
      () => auditPage.loader(argsFor('anonymous', '/admin/audit') as never),
      () =>
        articlePage.action(
          argsFor('anonymous', `/admin/desk/${story.articleId}`, {
            params,
            form: { intent: 'publish' },
          }) as never,
        ),
    ]) {
      const result = await answer(run);
      expect(result.status).toBe(303);
      expect(result.location).toMatch(/^\/login\?next=%2Fadmin%2F/);
    }
    const [row] = await database.db.select().from(articles).where(eq(articles.id, story.articleId));
    expect(row?.status).toBe('draft');
  });

  it('lets an editor review and publish, recorded under their name, and refuses them the audit log', async () => {
    const story = await insertDraftStory(database.pool, {
      title: 'By the editor',
      items: [{ title: 'x', sourceName: 'A' }],
    });
    const params = { id: story.articleId };
    const queue = await answer(() =>
      queuePage.loader(argsFor('editor', '/admin/desk?q=By+the+editor') as never),
    );
    const entries = (queue.data as { page: { entries: { id: string }[] } }).page.entries;
    expect(entries.map((entry) => entry.id)).toEqual([story.articleId]);

    const published = await answer(() =>
      articlePage.action(
        argsFor('editor', `/admin/desk/${story.articleId}`, { params, form: { intent: 'publish' } }) as never,
      ),
    );
    expect(published).toMatchObject({
      status: 200,
      data: { ok: true, toast: { title: 'Article published' } },
    });
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, story.articleId), eq(auditEvents.action, 'article.publish')));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: ids.editor, actorEmail: 'editor@routes.test' }),
    ]);

    // Publishing again answers with the spec's error toast.
    expect(
      await answer(() =>
        articlePage.action(
          argsFor('editor', `/admin/desk/${story.articleId}`, {
            params,
            form: { intent: 'publish' },
          }) as never,
        ),
      ),
    ).toMatchObject({
      status: 409,
      data: {
        ok: false,
        toast: { title: 'Error', description: 'Failed to publish article: It is published already.' },
      },
    });
    expect((await answer(() => auditPage.loader(argsFor('editor', '/admin/audit') as never))).status).toBe(
      403,
    );
  });

  it('answers a bad form with field errors, and an unknown article with 404', async () => {
    const story = await insertDraftStory(database.pool, {
      title: 'Forms',
      items: [{ title: 'x', sourceName: 'A' }],
    });
    const params = { id: story.articleId };
    const saved = await answer(() =>
      articlePage.action(
        argsFor('editor', `/admin/desk/${story.articleId}`, {
          params,
          form: {
            intent: 'save',
            title: '',
            summary: '',
            content: '<p>x</p>',
            category: 'gossip',
            tags: '',
            coverImageUrl: 'javascript:alert(1)',
            coverImageAlt: '',
          },
        }) as never,
      ),
    );
    expect(saved.status).toBe(400);
    expect(Object.keys((saved.data as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'category',
      'coverImageUrl',
      'title',
    ]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await answer(() =>
          articlePage.action(
            argsFor('editor', `/admin/desk/${missing}`, {
              params: { id: missing },
              form: { intent: 'reject' },
            }) as never,
          ),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(() =>
          articlePage.loader(argsFor('editor', '/admin/desk/nope', { params: { id: 'nope' } }) as never),
        )
      ).status,
    ).toBe(404);
  });

  it('shows admins the log, newest first, filtered by action, entity type, actor and days, a page at a time', async () => {
    const actor = { id: ids.admin, email: 'admin@routes.test' };
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++)
        await recordAudit(tx, actor, {
          action: 'source.update',
          entityType: 'source',
          entityId: `s${i}`,
          summary: `Source ${i}`,
          before: { name: `old ${i}` },
          after: { name: `new ${i}` },
        });
    });
    await database.pool.query(
      `UPDATE audit_events SET created_at = '2026-01-02T12:00:00Z' WHERE entity_id = 's0'`,
    );

    const all = await listAuditEvents(database.db, { action: 'source.update', page: 1 });
    expect(all.total).toBe(AUDIT_PAGE_SIZE + 3);
    expect(all.events).toHaveLength(AUDIT_PAGE_SIZE);
    expect(all.events.at(-1)?.summary).not.toBe('Source 0');
    const second = await listAuditEvents(database.db, { action: 'source.update', page: 2 });
    expect(second.events.at(-1)).toMatchObject({
      summary: 'Source 0',
      before: { name: 'old 0' },
      after: { name: 'new 0' },
    });
    expect(
      (
        await listAuditEvents(database.db, {
          entityType: 'source',
          from: '2026-01-02',
          to: '2026-01-02',
          page: 1,
        })
      ).events.map((e) => e.entityId),
    ).toEqual(['s0']);
    expect(
      (await listAuditEvents(database.db, { entityType: 'source', to: '2026-01-01', page: 1 })).total,
    ).toBe(0);
    expect(
      (await listAuditEvents(database.db, { actor: 'editor@routes.test', page: 1 })).events.every(
        (e) => e.actorEmail === 'editor@routes.test',
      ),
    ).toBe(true);
    expect(
      (await listAuditEvents(database.db, { actor: 'editor@routes.test', entityType: 'source', page: 1 }))
        .total,
    ).toBe(0);
    const choices = await auditFilterChoices(database.db);
    expect(choices.actions).toEqual(
      expect.arrayContaining(['article.publish', 'source.update', 'user.create']),
    );
    expect(choices.actors).toEqual(expect.arrayContaining(['admin@routes.test', 'editor@routes.test']));

    const page = await answer(() =>
      auditPage.loader(
        argsFor('admin', '/admin/audit?entity=source&from=2026-01-02&to=2026-01-02&action=') as never,
      ),
    );
    expect(page.status).toBe(200);
    const events = (page.data as { page: { events: { entityId: string }[] } }).page.events;
    expect(events.map((event) => event.entityId)).toEqual(['s0']);
    // An odd filter value is dropped, not an error.
    const odd = await answer(() =>
      auditPage.loader(argsFor('admin', '/admin/audit?from=yesterday&page=-4') as never),
    );
    expect(odd).toMatchObject({ status: 200, data: { filter: { from: undefined, page: 1 } } });
  });
});
