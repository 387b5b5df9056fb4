import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../app/db/schema/newsletter';
import { parseCsv } from '../../app/lib/csv';
import { runCli } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';

describe.each(testServers())('npx dropwire subscribers on $name', (server) => {
  const database = useTestDatabase(server);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dropwire-subscribers-'));
  const cli = async (...args: string[]) => {
    const run = runCli(['subscribers', ...args], { DATABASE_URL: database.url });
    return { code: await run.exited, stdout: run.stdout(), output: run.output() };
  };

  it('imports as pending, reports bad rows by line, and leaves known addresses alone', async () => {
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'known@example.test', status: 'unsubscribed' });
    const file = path.join(folder, 'list.csv');
    writeFileSync(
      file,
      'Email,Topics\nOne@Example.test,news;charts\nnot-an-address,\nknown@example.test,news\ntwo@example.test,gossip\nthree@example.test,\n',
    );
    const run = await cli('import', '--csv', file);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'Added 2 (pending), 1 known already (unchanged), 2 rejected.\n  line 3: Please enter a valid e-mail address\n  line 5: Unknown topic\n',
    );
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows.find((row) => row.email === 'one@example.test')).toMatchObject({
      status: 'pending',
      topics: ['news', 'charts'],
    });
    expect(rows.find((row) => row.email === 'known@example.test')).toMatchObject({ status: 'unsubscribed' });
  });

  it('imports as confirmed only with a consent note, which it keeps', async () => {
    const file = path.join(folder, 'agreed.csv');
    writeFileSync(file, 'email\nfour@example.test\n');
    expect((await cli('import', '--csv', file, '--confirmed')).code).toBe(2);
    const run = await cli(
      'import',
      '--csv',
      file,
      '--confirmed',
      '--consent',
      'Signed up at the Dekmantel stand, 2026-08-01',
    );
    expect(run.stdout).toMatch(/^Added 1 \(confirmed\)/);
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows.find((row) => row.email === 'four@example.test')).toMatchObject({
      status: 'confirmed',
      consentNote: 'Signed up at the Dekmantel stand, 2026-08-01',
    });
  });

  it('exports every subscriber as CSV, and marks a bounced address', async () => {
    expect((await cli('mark-bounced', 'ONE@example.test')).code).toBe(0);
    expect((await cli('mark-bounced', 'nobody@example.test')).code).toBe(1);
    const run = await cli('export', '--csv');
    expect(run.code).toBe(0);
    const parsed = parseCsv(run.stdout);
    if (!parsed.ok) throw new Error('bad CSV');
    expect(parsed.rows[0]).toEqual(['email', 'status', 'topics', 'frequency', 'confirmed_at', 'created_at']);
    expect(parsed.rows.find((row) => row[0] === 'one@example.test')?.slice(0, 3)).toEqual([
      'one@example.test',
      'bounced',
      'news;charts',
    ]);
    expect(parsed.rows).toHaveLength(5);
  });
});
