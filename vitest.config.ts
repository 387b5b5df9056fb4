import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Two projects, split by what a test needs. `unit` needs nothing but the code: no database, no build, no
// server process, so it runs in seconds and starts no PostgreSQL. `integration` gets the real PostgreSQL
// servers its global setup starts (the embedded 18, and TEST_DATABASE_URL's) and may read the build that
// `npm test` makes first. A test that needs either lives in tests/integration or tests/security.
// import-cycles needs neither, but app/domain/newsroom/README.md names it at its old path: it moves to
// tests/unit/ with the next change to that README.
const pureTestNamedAtItsOldPath = 'tests/integration/import-cycles.test.ts';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Playwright specs live in tests/e2e and are run by Playwright, never by vitest.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure tests share workers: a fresh module graph for each of 160 files doubled the project's CPU time
          // (100 s against 48 s). They change no global state but fake timers, given back after each file.
          isolate: false,
          setupFiles: ['tests/support/unit-setup.ts'],
          include: [
            'app/**/*.test.ts',
            'cli/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            pureTestNamedAtItsOldPath,
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          exclude: [...configDefaults.exclude, pureTestNamedAtItsOldPath],
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
    ],
  },
});
