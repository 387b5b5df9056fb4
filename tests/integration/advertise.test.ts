import { Agent, fetch as fetchVia } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISING_RATE_LIMIT } from '../../app/domain/participation/advertising-inquiries.server';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** A reader at a loopback address of its own: the inquiry limit is per sender. */
const sender = (n: number) => new Agent({ localAddress: `127.0.0.${n}` });

/** The text a reader sees, tags and React's text separators left out. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

// /advertise as `npm start` serves it (the page cache off: each request shows the database as it is now).
describe.each(testServers().slice(0, 1))('the advertising page of dropwire serve on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;

  beforeAll(async () => {
    app = await startServe({
      DATABASE_URL: database.url,
      PAGE_CACHE_SECONDS: '0',
      PARTNERSHIPS_EMAIL: 'partners@dropwire.example',
    });
  });

  afterAll(() => {
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  const page = async (path = '/advertise') => {
    const response = await fetch(`${app.url}${path}`, { headers: { 'User-Agent': browser } });
    return { status: response.status, html: await response.text() };
  };

  const inquire = async (fields: Record<string, string>, via: Agent, path = '/advertise') => {
    const response = await fetchVia(`${app.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'User-Agent': browser },
      dispatcher: via,
    });
    return { status: response.status, html: await response.text() };
  };

  const inquiry = (n: number) => ({
    name: 'Mara Voss',
    email: 'Mara@Label.example',
    company: '',
    package: 'product-review',
    budget: '$500-1,000',
    message: `We release a new drum machine in June (${n}) and would like a review.`,
  });

  it('answers its second name with a permanent redirect to the page, query kept', async () => {
    const response = await fetch(`${app.url}/advertise-with-us?package=premium-banner`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${app.url}/advertise?package=premium-banner`);
  });

  it('links the partnerships address the operator configured', async () => {
    const { html } = await page();
    expect(html).toContain('href="mailto:partners@dropwire.example"');
  });

  it('offers the active packages from the database in their order, the popular one badged', async () => {
    const { status, html } = await page();
    expect(status).toBe(200);
    const text = textOf(html);
    const names = ['Sponsored Article', 'Product Review', 'Premium Banner'];
    const positions = names.map((name) => text.indexOf(`${name} $`));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Sponsored Article $299 per article');
    expect(text).toContain('Product Review $499 per review');
    expect(text).toContain('Premium Banner $199 per month');
    // One badge, on the popular package's card.
    expect(text.match(/Most Popular/g)).toHaveLength(1);
    expect(text).toMatch(/Most Popular Product Review \$499/);
    expect(html).toContain('href="/advertise?package=product-review#inquiry"');
    for (const phrase of [
      'Targeted audience',
      'High engagement',
      'Quality content',
      'Measurable results',
      '5-7 business days',
      '10-14 business days',
      '1-2 business days',
      'written by our editorial team',
      'views, clicks, engagement and conversions',
      'credit card, PayPal and bank transfer, with custom terms for enterprise clients',
      'within 24 hours',
      'Send Partnership Inquiry',
    ])
      expect(text).toContain(phrase);

    await database.pool.query("UPDATE ad_packages SET position = -1 WHERE name = 'Premium Banner'");
    await database.pool.query("UPDATE ad_packages SET is_active = false WHERE name = 'Sponsored Article'");
    const changed = textOf((await page()).html);
    expect(changed).not.toContain('Sponsored Article $');
    expect(changed.indexOf('Premium Banner $')).toBeLessThan(changed.indexOf('Product Review $'));
    await database.pool.query(
      "UPDATE ad_packages SET position = 2, is_active = true WHERE name IN ('Premium Banner', 'Sponsored Article')",
    );
    await database.pool.query("UPDATE ad_packages SET position = 0 WHERE name = 'Sponsored Article'");
  });

  it('shows figures counted from the database, and no figure that is zero', async () => {
    const { rows } = await database.pool.query<{
      articles: number;
      views: string;
      demo: number;
      active: number;
    }>(`
      SELECT (SELECT count(*)::int FROM articles WHERE status = 'published') AS articles,
             (SELECT sum(views)::text FROM articles WHERE status = 'published') AS views,
             (SELECT count(*)::int FROM sources WHERE is_demo) AS demo,
             (SELECT count(*)::int FROM sources WHERE is_active AND NOT is_demo) AS active`);
    const counted = rows[0]!;
    expect(counted.articles).toBeGreaterThan(0);
    const text = textOf((await page()).html);
    const figure = (value: number | string) => Number(value).toLocaleString('en-US');
    expect(text).toContain(`Stories published ${figure(counted.articles)}`);
    expect(text).toContain(`Article views ${figure(counted.views)}`);
    expect(text).toContain(
      counted.active > 0
        ? `Sources followed ${figure(counted.active)}`
        : `Demo sources ${figure(counted.demo)}`,
    );
    // The demo has no confirmed subscriber yet: no "0 readers".
    expect(text).not.toContain('Newsletter readers');
  });

  it('chooses the package a Get Started link names, and none for a name it does not know', async () => {
    const chosen = await page('/advertise?package=premium-banner');
    expect(chosen.html).toMatch(/<option value="premium-banner" selected="">Premium Banner<\/option>/);
    const unknown = await page('/advertise?package=free-lunch');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('<option value="" selected="">Not sure yet</option>');
    expect(unknown.html).not.toMatch(/<option value="[a-z-]+" selected="">/);
  });

  it('refuses an incomplete inquiry with field errors, keeping what was typed', async () => {
    const { status, html } = await inquire(
      {
        name: '',
        email: 'not-an-address',
        company: 'Kiln Records',
        package: 'free-lunch',
        budget: '',
        message: ' ',
      },
      sender(2),
    );
    expect(status).toBe(400);
    const text = textOf(html);
    for (const error of [
      'Please check the highlighted fields.',
      'Please enter your name',
      'Please enter a valid e-mail address',
      'Please choose one of the packages listed, or none',
      'Please tell us about your campaign',
    ])
      expect(text).toContain(error);
    expect(html).toContain('value="Kiln Records"');
    expect(html).toContain('value="not-an-address"');
    const { rows } = await database.pool.query('SELECT 1 FROM advertising_inquiries');
    expect(rows).toHaveLength(0);
  });

  it('stores an inquiry with the package’s name, and thanks the sender', async () => {
    const { status, html } = await inquire(inquiry(0), sender(3), '/advertise?package=product-review');
    expect(status).toBe(200);
    expect(textOf(html)).toContain('Thank you! Your inquiry has been sent.');
    const { rows } = await database.pool.query(
      'SELECT name, email, company, package_name, budget, message FROM advertising_inquiries',
    );
    expect(rows).toEqual([
      {
        name: 'Mara Voss',
        email: 'mara@label.example',
        company: null,
        package_name: 'Product Review',
        budget: '$500-1,000',
        message: inquiry(0).message,
      },
    ]);
    // Sent twice (a double tap): stored once, answered the same.
    expect((await inquire(inquiry(0), sender(3))).status).toBe(200);
    expect((await database.pool.query('SELECT 1 FROM advertising_inquiries')).rows).toHaveLength(1);
  });

  it('limits how many inquiries one sender may send in an hour', async () => {
    const via = sender(4);
    for (let n = 1; n <= ADVERTISING_RATE_LIMIT.limit; n++)
      expect((await inquire(inquiry(n), via)).status).toBe(200);
    const refused = await inquire(inquiry(99), via);
    expect(refused.status).toBe(429);
    expect(textOf(refused.html)).toContain('You have sent several inquiries in the last hour.');
    // What was typed stays in the form.
    expect(refused.html).toContain(inquiry(99).message);
    expect((await inquire(inquiry(99), sender(5))).status).toBe(200);
    const { rows } = await database.pool.query('SELECT key_hash FROM rate_limit_events');
    expect(JSON.stringify(rows)).not.toContain('127.0.0');
  });
});
