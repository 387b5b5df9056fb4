import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/app-context.server';
import { auditEvents } from '../../app/db/schema/auth';
import { affiliateMappings } from '../../app/db/schema/monetization';
import { linkAffiliateKeywords } from '../../app/domain/monetization/affiliate-keywords.server';
import { affiliateStats } from '../../app/domain/monetization/affiliate-stats.server';
import { findOutboundLink } from '../../app/domain/monetization/outbound-links.server';
import { contentChanged } from '../../app/lib/content-version';
import type { DeskAnswer } from '../../app/routes/admin/shared/desk-answer';
import { action as postback } from '../../app/routes/affiliate-postback';
import { action, loader } from '../../app/routes/admin/monetization/affiliates';
import { answerOf, deskServices, routeArgs, signedIn } from '../support/desk-requests';
import { testServers, useTestDatabase } from '../support/test-database';

const SECRET = 'a postback secret of at least 32 characters';

describe.each(testServers())('the affiliate desk on $name', (server) => {
  const database = useTestDatabase(server);
  let services: AppServices;
  let admin: { cookie: string; id: string; email: string };
  let editor: { cookie: string };

  const post = async (form: Record<string, string>, cookie = admin.cookie) =>
    answerOf<DeskAnswer>(await action(routeArgs(services, '/admin/affiliates', { cookie, form })));
  const mappingNamed = async (keyword: string) =>
    (await database.db.select().from(affiliateMappings).where(eq(affiliateMappings.keyword, keyword)))[0];
  const auditOf = async (entityId: string) =>
    database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
      .orderBy(auditEvents.createdAt);

  it('creates a mapping (active, audited) with the spec’s toast, for editors as for admins', async () => {
    services = deskServices(database.db, { AFFILIATE_POSTBACK_SECRET: SECRET });
    admin = await signedIn(services, 'admin');
    editor = await signedIn(services, 'editor');
    const created = await post({
      intent: 'create',
      keyword: ' TR-8S ',
      shopName: 'Thomann',
      affiliateUrl: 'https://www.thomann.example/tr8s?partner=dropwire',
    });
    expect(created).toEqual({
      status: 200,
      body: {
        ok: true,
        toast: { tone: 'success', title: 'Mapping created', description: '“TR-8S” now links to Thomann.' },
      },
    });
    const mapping = (await mappingNamed('TR-8S'))!;
    expect(mapping).toMatchObject({ shopName: 'Thomann', isActive: true, isBroken: false });
    const [audit] = await auditOf(mapping.id);
    expect(audit).toMatchObject({
      action: 'affiliate_mapping.create',
      actorId: admin.id,
      actorEmail: admin.email,
      after: { keyword: 'TR-8S', shopName: 'Thomann', isActive: true },
    });
    const byEditor = await post(
      {
        intent: 'create',
        keyword: 'Push 3',
        shopName: 'Ableton',
        affiliateUrl: 'https://ableton.example/push',
      },
      editor.cookie,
    );
    expect(byEditor.body.toast.title).toBe('Mapping created');
  });

  it('refuses an empty keyword, a URL that is not https and a missing shop, each with its field error', async () => {
    const refused = await post({
      intent: 'create',
      keyword: '  ',
      shopName: '',
      affiliateUrl: 'http://shop.example/x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.toast).toEqual({
      tone: 'error',
      title: 'Error',
      description: 'Failed to create mapping: Please enter a keyword',
    });
    expect(refused.body.fieldErrors).toEqual({
      keyword: ['Please enter a keyword'],
      shopName: ['Please enter the shop name'],
      affiliateUrl: ['Please enter a full address starting with https://'],
    });
    expect(refused.body.values).toMatchObject({ intent: 'create', affiliateUrl: 'http://shop.example/x' });
    const credentials = await post({
      intent: 'create',
      keyword: 'Moog',
      shopName: 'Shop',
      affiliateUrl: 'https://shop.example@evil.example/',
    });
    expect(credentials.body.fieldErrors).toEqual({
      affiliateUrl: ['The address must not contain a user name or password'],
    });
    // Two mappings of one keyword (in any case) would compete for the same words.
    const duplicate = await post({
      intent: 'create',
      keyword: 'tr-8s',
      shopName: 'Other',
      affiliateUrl: 'https://other.example/',
    });
    expect(duplicate.body.toast.description).toBe(
      'Failed to create mapping: This keyword is mapped already (to Thomann)',
    );
    expect(duplicate.body.fieldErrors).toEqual({ keyword: ['This keyword is mapped already (to Thomann)'] });
    expect(await database.db.select().from(affiliateMappings)).toHaveLength(2);
  });

  it('edits a mapping for real, clearing the link checker’s verdict when the target changes', async () => {
    const mapping = (await mappingNamed('TR-8S'))!;
    await database.db
      .update(affiliateMappings)
      .set({ isBroken: true, checkStatus: 404, checkError: 'The shop answered 404', checkedAt: new Date() })
      .where(eq(affiliateMappings.id, mapping.id));
    const updated = await post({
      intent: 'update',
      id: mapping.id,
      keyword: 'Roland TR-8S',
      shopName: 'Thomann DE',
      affiliateUrl: 'https://www.thomann.example/de/tr8s',
    });
    expect(updated.body.toast).toEqual({
      tone: 'success',
      title: 'Mapping updated',
      description: '“Roland TR-8S” links to Thomann DE.',
    });
    const after = (await mappingNamed('Roland TR-8S'))!;
    expect(after).toMatchObject({
      id: mapping.id,
      affiliateUrl: 'https://www.thomann.example/de/tr8s',
      isBroken: false,
      checkStatus: null,
      checkedAt: null,
    });
    const audit = (await auditOf(mapping.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'affiliate_mapping.update',
      before: { keyword: 'TR-8S', shopName: 'Thomann' },
      after: { keyword: 'Roland TR-8S', shopName: 'Thomann DE' },
    });

    const refused = await post({
      intent: 'update',
      id: mapping.id,
      keyword: 'x',
      shopName: 'S',
      affiliateUrl: 'ftp://x',
    });
    expect(refused.body.toast.description).toBe(
      'Failed to update mapping: Please enter a keyword of at least 2 characters',
    );
    expect(refused.body.values).toMatchObject({ intent: 'update', id: mapping.id });
    const gone = await post({
      intent: 'update',
      id: '00000000-0000-4000-8000-000000000000',
      keyword: 'Moog',
      shopName: 'S',
      affiliateUrl: 'https://s.example/',
    });
    expect(gone).toMatchObject({
      status: 404,
      body: { toast: { description: 'Failed to update mapping: The mapping no longer exists' } },
    });
  });

  it('switches a mapping off and on: its /go link and its keyword links follow at once', async () => {
    const mapping = (await mappingNamed('Roland TR-8S'))!;
    const body = '<h2>Roland TR-8S</h2><p>The Roland TR-8S is back.</p>';
    expect((await linkAffiliateKeywords(database.db, body)).html).toBe(
      `<h2>Roland TR-8S</h2><p>The <a href="/go/${mapping.id}" rel="sponsored nofollow noopener">Roland TR-8S</a> is back.</p>`,
    );
    const off = await post({ intent: 'toggle', id: mapping.id, active: 'false' });
    expect(off.body.toast).toEqual({
      tone: 'success',
      title: 'Mapping updated',
      description: '“Roland TR-8S” is inactive: pages no longer link it.',
    });
    expect((await mappingNamed('Roland TR-8S'))!.isActive).toBe(false);
    expect(await findOutboundLink(database.db, mapping.id)).toBeUndefined();
    // The web process drops its keywords when told content changed (as the desk's change tells it).
    contentChanged();
    expect(await linkAffiliateKeywords(database.db, body)).toEqual({ html: body, linked: false });

    await post({ intent: 'toggle', id: mapping.id, active: 'true' });
    contentChanged();
    expect((await linkAffiliateKeywords(database.db, body)).linked).toBe(true);
    expect((await auditOf(mapping.id)).slice(-2).map((entry) => entry.action)).toEqual([
      'affiliate_mapping.deactivate',
      'affiliate_mapping.activate',
    ]);
    const bad = await post({ intent: 'toggle', id: 'nope', active: 'false' });
    expect(bad.body.toast.description).toBe('Failed to update mapping: This mapping does not exist');
  });

  it('deletes a mapping, audited, and answers the spec’s error for one that is gone', async () => {
    const mapping = (await mappingNamed('Push 3'))!;
    const deleted = await post({ intent: 'delete', id: mapping.id });
    expect(deleted.body.toast.title).toBe('Mapping deleted');
    expect(await mappingNamed('Push 3')).toBeUndefined();
    expect((await auditOf(mapping.id)).at(-1)).toMatchObject({
      action: 'affiliate_mapping.delete',
      before: { keyword: 'Push 3', shopName: 'Ableton' },
    });
    const again = await post({ intent: 'delete', id: mapping.id });
    expect(again).toMatchObject({
      status: 404,
      body: { toast: { description: 'Failed to delete mapping: The mapping no longer exists' } },
    });
    const unknown = await post({ intent: 'explode' });
    expect(unknown.body.toast.description).toBe(
      'Failed to save the change: This form is not one the page knows',
    );
  });

  it('sends anyone not signed in to the sign-in page, changing nothing', async () => {
    const before = await database.db.select().from(affiliateMappings);
    for (const call of [
      () =>
        action(routeArgs(services, '/admin/affiliates', { form: { intent: 'delete', id: before[0]!.id } })),
      () => loader(routeArgs(services, '/admin/affiliates')),
    ]) {
      const thrown = (await call().then(
        () => undefined,
        (error: unknown) => error,
      )) as Response;
      expect(thrown.status).toBe(303);
      expect(thrown.headers.get('location')).toBe('/login?next=%2Fadmin%2Faffiliates');
    }
    expect(await database.db.select().from(affiliateMappings)).toEqual(before);
  });

  it('shows the mappings, with the Monetization Stats counted from the clicks, and no conversion rate until a sale is reported', async () => {
    const mapping = (await mappingNamed('Roland TR-8S'))!;
    // 2026-03-01 00:30 in Berlin is still February in UTC: the figures use Berlin's calendar.
    const now = new Date('2026-03-15T12:00:00Z');
    const click = (at: string, page: string | null, linkId = mapping.id) =>
      database.pool.query(
        `INSERT INTO affiliate_clicks (link_kind, link_id, page, created_at) VALUES ('mapping', $1, $2, $3)`,
        [linkId, page, at],
      );
    await click('2026-03-15T08:00:00Z', '/news/a');
    await click('2026-03-14T23:30:00Z', '/news/a'); // 00:30 on the 15th in Berlin: today
    await click('2026-03-14T22:30:00Z', '/reviews/b'); // 23:30 on the 14th in Berlin: this month
    await click('2026-02-28T23:30:00Z', null); // 00:30 on 1 March in Berlin: this month
    await click('2026-02-28T22:30:00Z', '/news/a'); // still February in Berlin
    await click('2026-03-16T08:00:00Z', '/news/a'); // after `now`
    await click('2026-03-10T08:00:00Z', '/news/c', '00000000-0000-4000-8000-00000000dead');
    const stats = await affiliateStats(database.db, now);
    expect(stats).toEqual({
      activeMappings: 1,
      brokenMappings: 0,
      clicksToday: 2,
      clicksThisMonth: 5,
      topLinks: [
        { kind: 'mapping', id: mapping.id, name: 'Roland TR-8S · Thomann DE', clicks: 4 },
        {
          kind: 'mapping',
          id: '00000000-0000-4000-8000-00000000dead',
          name: 'A link deleted since',
          clicks: 1,
        },
      ],
      topPages: [
        { page: '/news/a', clicks: 2 },
        { page: '/news/c', clicks: 1 },
        { page: '/reviews/b', clicks: 1 },
      ],
      conversions: null,
    });

    const page = (await loader(routeArgs(services, '/admin/affiliates', { cookie: editor.cookie }))) as {
      mappings: { keyword: string }[];
      stats: { activeMappings: number };
    };
    expect(page.mappings.map((row) => row.keyword)).toEqual(['Roland TR-8S']);
    expect(page.stats.activeMappings).toBe(1);
  });

  describe('the postback', () => {
    const call = async (
      body: string,
      headers: Record<string, string>,
      target: AppServices = services,
    ): Promise<{ status: number; json: Record<string, unknown> }> => {
      const context = routeArgs(target, '/affiliate/postback') as { context: unknown };
      const request = new Request('http://localhost:3000/affiliate/postback', {
        method: 'POST',
        headers,
        body,
      });
      const response = await postback({ request, context: context.context } as never);
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    const json = { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` };

    it('records a sale once per order reference, with the shared secret only', async () => {
      const mapping = (await mappingNamed('Roland TR-8S'))!;
      const sale = JSON.stringify({
        order: 'TH-1001',
        amount: '49.90',
        currency: 'eur',
        mapping: mapping.id,
      });
      expect(await call(sale, { ...json, authorization: 'Bearer wrong' })).toEqual({
        status: 401,
        json: { error: 'Wrong or missing secret' },
      });
      expect(await call(sale, { 'content-type': 'application/json' })).toMatchObject({ status: 401 });
      expect(await call(sale, json)).toEqual({ status: 201, json: { status: 'recorded' } });
      expect(await call(sale, json)).toEqual({ status: 200, json: { status: 'duplicate' } });
      // A form post may carry the secret as a field; the same order sent again still counts once.
      const form = new URLSearchParams({ secret: SECRET, order: 'TH-1001', amount: '99' }).toString();
      expect(await call(form, { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
        status: 200,
        json: { status: 'duplicate' },
      });
      const { rows } = await database.pool.query(
        'SELECT order_ref, mapping_id, amount_cents, currency FROM affiliate_conversions',
      );
      expect(rows).toEqual([
        { order_ref: 'TH-1001', mapping_id: mapping.id, amount_cents: 4990, currency: 'EUR' },
      ]);
    });

    it('refuses bad input with the fields at fault, odd bodies, and works only when a secret is configured', async () => {
      const bad = await call(
        JSON.stringify({ order: 'with space', amount: '12.345', currency: 'euro' }),
        json,
      );
      expect(bad).toEqual({
        status: 400,
        json: {
          error: 'Invalid postback',
          fields: {
            order: 'expected printable characters without spaces',
            amount: 'expected an amount such as 49.90',
            currency: 'expected a three-letter currency code such as EUR',
          },
        },
      });
      expect(
        await call(JSON.stringify({ order: 'TH-2', mapping: '00000000-0000-4000-8000-000000000000' }), json),
      ).toMatchObject({
        status: 400,
        json: { error: 'Unknown mapping' },
      });
      expect((await call('[1,2]', json)).status).toBe(400);
      expect((await call('{', json)).status).toBe(400);
      expect((await call(JSON.stringify({ order: 'x'.repeat(5000) }), json)).status).toBe(413);
      expect((await call('order=1', { ...json, 'content-type': 'text/plain' })).status).toBe(415);
      const unconfigured = deskServices(database.db);
      expect(await call(JSON.stringify({ order: 'TH-3' }), json, unconfigured)).toEqual({
        status: 404,
        json: { error: 'Not found' },
      });
      const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM affiliate_conversions');
      expect(rows[0].n).toBe(1);
    });

    it('gives the stats a conversion rate once a sale is recorded, from this month’s sales and clicks', async () => {
      const mapping = (await mappingNamed('Roland TR-8S'))!;
      const before = new Date();
      for (let i = 0; i < 4; i++)
        await database.pool.query(
          `INSERT INTO affiliate_clicks (link_kind, link_id, page, created_at) VALUES ('mapping', $1, '/news/x', $2)`,
          [mapping.id, before],
        );
      await call(JSON.stringify({ order: 'TH-1002', amount: 10, currency: 'USD' }), json);
      const stats = await affiliateStats(database.db, new Date());
      // This month: TH-1001 and TH-1002 (both recorded just now), over the 4 clicks made just now.
      expect(stats.clicksThisMonth).toBe(4);
      expect(stats.conversions).toEqual({ thisMonth: 2, rate: 0.5, amountCents: { EUR: 4990, USD: 1000 } });
    });
  });
});
