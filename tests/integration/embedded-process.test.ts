import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { runCli, startServe, type SpawnedProcess } from '../support/spawn-server';

describe('dropwire serve with the embedded PostgreSQL 18', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-embedded-'));
  chmodSync(dataDir, 0o755);
  let first: SpawnedProcess | undefined;

  afterAll(() => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty DATA_DIR, refuses a second instance harmlessly, and stops the database on SIGTERM', async () => {
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false' };
    first = await startServe(env);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    const second = runCli(['serve'], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(75);
    expect(second.output()).toMatch(/Another Dropwire process \(pid \d+\) is already using the data folder/);
    // The first instance and its database are untouched.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    const home = await fetch(`${first.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('No stories have been published yet.');

    // An operator's command beside the running site uses its database instead of refusing.
    const create = runCli(['users', 'create', '--email', 'ada@example.test', '--role', 'admin'], {
      ...env,
      DROPWIRE_PASSWORD: 'a long enough password',
    });
    expect(await create.exited).toBe(0);
    expect(create.stdout()).toMatch(/Created: ada@example\.test +admin +active/);
    const list = runCli(['users', 'list', '--json'], env);
    expect(await list.exited).toBe(0);
    expect(JSON.parse(list.stdout())).toMatchObject([
      { email: 'ada@example.test', role: 'admin', disabled: false },
    ]);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'dropwire.pid'))).toBe(false);
  });

  // CI runs as root, where the embedded server runs as the postgres user; an ordinary user runs it directly.
  it.runIf(process.getuid?.() === 0)('works for an ordinary (non-root) user too', async () => {
    const userDir = mkdtempSync(path.join(os.tmpdir(), 'dropwire-user-'));
    const nobody = { uid: 65534, gid: 65534 };
    chownSync(userDir, nobody.uid, nobody.gid);
    try {
      const app = await startServe(
        { DATA_DIR: userDir, EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: 'false', HOME: userDir },
        { user: nobody },
      );
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
      expect(statSync(path.join(userDir, 'postgres')).uid).toBe(nobody.uid);
      app.child.kill('SIGTERM');
      expect(await app.exited).toBe(0);
    } finally {
      rmSync(userDir, { recursive: true, force: true });
    }
  });

  it('lists every bad variable and exits before touching anything', async () => {
    const run = runCli(['serve'], { PORT: 'abc', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(await run.exited).toBe(78);
    const output = run.output();
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
    expect(output).toContain('SEED_DEMO: expected true or false (got "maybe")');
    expect(output).toContain('DATABASE_URL');
  });
});
