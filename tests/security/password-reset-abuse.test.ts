// Issue 37, points 2, 4 and 5: what strangers can do with the desk's "forgot your password" form.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, startSmtpSink, type SmtpSink } from '../fixtures/smtp-sink';
import { createAccount, DESK_PASSWORD } from '../support/desk-session';
import { startServe, type SpawnedProcess } from '../support/spawn-server';
import { testServers, useTestDatabase } from '../support/test-database';
import { closeClients, cookieFrom, postFrom } from './loopback-clients';

describe.each(testServers().slice(0, 1))('password resets under attack on $name', (server) => {
  const database = useTestDatabase(server);
  let app: SpawnedProcess;
  let base: string;
  let smtp: SmtpSink;
  /** Mail the SMTP server is holding back (its answer to MAIL FROM), released by the test. */
  let holding = false;
  const held: (() => void)[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink({
      onMailFrom(_address, _session, callback) {
        if (holding) held.push(() => callback());
        else callback();
      },
    });
    app = await startServe({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'dropwire-reset-abuse-')),
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
    });
    base = app.url;
    for (const name of ['owner', 'flooded', 'timed', 'links'])
      await createAccount(database, `${name}@example.test`, 'editor');
  });

  afterAll(async () => {
    holding = false;
    for (const release of held.splice(0)) release();
    await closeClients();
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  /** Waits until `address` has received `count` messages (the worker sends them), or fails after a while. */
  async function waitForMails(address: string, count: number) {
    const deadline = Date.now() + 20_000;
    while (mailsTo(address).length < count && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    return mailsTo(address);
  }

  const forgot = (n: number, email: string, cookie?: string) =>
    postFrom(n, `${base}/login/forgot`, { email }, cookie);

  const linkIn = (raw: string) => /\/login\/reset\?token=([A-Za-z0-9_-]+)/.exec(decodedBody(raw))?.[1];

  it("point 2: five strangers' requests leave the owner's own request working", async () => {
    for (let n = 2; n < 7; n++) expect((await forgot(n, 'owner@example.test')).status).toBe(200);
    expect(await waitForMails('owner@example.test', 5)).toHaveLength(5);
    expect((await forgot(10, 'owner@example.test')).status).toBe(200);
    expect(await waitForMails('owner@example.test', 6)).toHaveLength(6);
  });

  it('point 2: a flood from many addresses never spends the reset of a device that signed in before', async () => {
    const signedIn = await postFrom(20, `${base}/login`, {
      email: 'flooded@example.test',
      password: DESK_PASSWORD,
      next: '/admin',
    });
    const device = cookieFrom(signedIn.setCookies, 'dropwire.known_device')!;
    for (let n = 30; n < 50; n++) await forgot(n, 'flooded@example.test');
    const before = (await waitForMails('flooded@example.test', 10)).length;
    // The flood is bounded (one inbox is not mail-bombed), and the owner's own request still goes out.
    expect(before).toBeLessThan(20);
    expect((await forgot(51, 'flooded@example.test', device)).status).toBe(200);
    expect(await waitForMails('flooded@example.test', before + 1)).toHaveLength(before + 1);
  });

  it('point 5: answers before the mail is made and sent, for an account as for none', async () => {
    holding = true;
    try {
      const answers = await Promise.race([
        Promise.all([forgot(60, 'timed@example.test'), forgot(61, 'nobody@example.test')]),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 10_000)),
      ]);
      expect(answers).not.toBe('no answer');
      if (answers === 'no answer') return;
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const said = (html: string) => /If an account uses that address[^<]*/.exec(html)?.[0];
      expect(said(answers[0].html)).toBe(said(answers[1].html));
      expect(mailsTo('timed@example.test')).toHaveLength(0);
    } finally {
      holding = false;
      for (const release of held.splice(0)) release();
    }
    expect(await waitForMails('timed@example.test', 1)).toHaveLength(1);
  });

  it('point 4: a reset ends every other reset link of the account', async () => {
    await forgot(70, 'links@example.test');
    await forgot(71, 'links@example.test');
    const [first, second] = (await waitForMails('links@example.test', 2)).map((mail) => linkIn(mail.raw)!);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
    const reset = (token: string, password: string) =>
      postFrom(72, `${base}/login/reset?token=${token}`, { token, password, confirm: password });
    const done = await reset(second!, 'a new password for the links account');
    expect(done.status).toBe(200);
    // The link proved the mailbox: this browser is now one the account knows (point 2's way back in).
    expect(cookieFrom(done.setCookies, 'dropwire.known_device')).toBeDefined();
    const old = await reset(first!, 'another password for the links account');
    expect(old.status).toBe(400);
    expect(old.html).toContain('This link has expired or has been used already.');
  });
});
