import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from './tests/support/chromium';
import { cliNodeFlags } from './tests/support/spawn-server';
import { embeddedPgPortOf } from './tests/e2e/support/ports';

const strict = process.env.DROPWIRE_STRICT_TESTS === '1';
if (!existsSync(chromiumPath)) {
  const message = `Debian's Chromium is missing at ${chromiumPath} (apt-get install -y chromium).`;
  if (strict) throw new Error(`${message} Browser tests may not be skipped.`);
  console.warn(`${message} Browser tests will fail.`);
}

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * A fresh embedded PostgreSQL 18 with the demo seed: exactly what `npm start` gives a new user. Specs that add
 * data of their own (named `*.own-data.spec.ts`) get a second such server, so what they add never changes
 * what the other specs, running at the same time, see on theirs.
 */
function demoServer(serverPort: number) {
  const dataDir = path.join(os.tmpdir(), `dropwire-e2e-${serverPort}`);
  return {
    // With the shebang's V8 flags, as `npm start` runs it.
    command: `rm -rf ${dataDir} && mkdir -m 755 ${dataDir} && node ${cliNodeFlags().join(' ')} cli/dropwire.js serve`,
    url: `http://127.0.0.1:${serverPort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      SITE_URL: `http://127.0.0.1:${serverPort}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(embeddedPgPortOf(serverPort)),
      LOG_LEVEL: 'warn',
    },
  };
}

const ownData = /\.own-data\.spec\.ts$/;
// The desk's specs change what they work on (publish, delete, add sources): a server of their own, whose
// accounts the setup makes with the CLI and signs in once per role.
const desk = /\.desk\.spec\.ts$/;
const deskSetup = /desk\.setup\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The desk's longest walks (create, edit, view, delete with axe on each page) take 27-28 s on this 2-core
  // machine in a fast hour and went past Playwright's default 30 s in a slow one: a minute for every test.
  timeout: 60_000,
  reporter: [['list'], ['./tests/e2e/support/strict-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [ownData, desk, deskSetup] },
    {
      name: 'chromium-own-data',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port + 1}` },
      testMatch: ownData,
    },
    {
      name: 'desk-setup',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port + 2}` },
      testMatch: deskSetup,
    },
    {
      name: 'chromium-desk',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port + 2}` },
      testMatch: desk,
      dependencies: ['desk-setup'],
    },
  ],
  webServer: [demoServer(port), demoServer(port + 1), demoServer(port + 2)],
});
