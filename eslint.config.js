import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids imports of the given layers, by alias or relative path; type-only imports are allowed. */
const forbidLayers = (layers, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: layers.flatMap((layer) => [`~/${layer}`, `~/${layer}/**`, `**/${layer}/**`, `../${layer}`]),
          allowTypeImports: true,
          message,
        },
      ],
    },
  ],
});

/** Forbids imports of the given domains (folders of app/domain), by alias or relative path, types included. */
const forbidDomains = (domains, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: domains.flatMap((domain) => [
            `~/domain/${domain}/**`,
            `**/domain/${domain}/**`,
            `../${domain}/**`,
          ]),
          message,
        },
      ],
    },
  ],
});

/** The domains that serve readers one kind of content each, with its desk kind beside it (decision 070). */
const contentDomains = [
  'articles',
  'charts',
  'feeds',
  'festivals',
  'gear',
  'home',
  'interviews',
  'releases',
  'reviews',
  'search',
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'app/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  // The one-way imports of docs/architecture.md: lib → db → domain → jobs / routes / server / cli, with
  // components and islands beside routes.
  {
    files: ['app/lib/**'],
    rules: forbidLayers(
      ['db', 'domain', 'jobs', 'routes', 'components', 'islands', 'server', 'cli'],
      'app/lib is the bottom layer: it imports no other layer.',
    ),
  },
  {
    files: ['app/rendering/**'],
    rules: forbidLayers(
      ['db', 'domain', 'jobs', 'routes', 'components', 'islands', 'server', 'cli'],
      'app/rendering turns React elements into documents: it imports only app/lib, and every layer above may use it.',
    ),
  },
  {
    files: ['app/db/**'],
    rules: forbidLayers(
      ['domain', 'jobs', 'routes', 'components', 'islands', 'server', 'cli'],
      'app/db may import only app/lib.',
    ),
  },
  {
    files: ['app/domain/**'],
    rules: forbidLayers(
      ['jobs', 'routes', 'components', 'islands', 'server', 'cli'],
      'A domain may import app/lib, app/db and other domains, never the layers above it.',
    ),
  },
  // Below the content domains (decision 070): what every section list shares, and the desk's machinery every
  // kind is built on. A kind imports them, never the reverse (their tests may check several kinds at once).
  {
    files: ['app/domain/catalogue/**', 'app/domain/content-desk/**'],
    ignores: ['**/*.test.ts'],
    rules: forbidDomains(
      [...contentDomains, 'monetization'],
      'catalogue/ and content-desk/ serve every kind: a kind imports them, they import no kind.',
    ),
  },
  {
    files: ['app/components/**'],
    rules: forbidLayers(
      ['routes', 'jobs', 'server', 'cli', 'db/client.server', 'db/seed'],
      'Components render data; they do not reach into routes, jobs or the database.',
    ),
  },
  {
    files: ['app/islands/**'],
    rules: forbidLayers(
      ['domain', 'db', 'jobs', 'routes', 'server', 'cli'],
      "Islands run in the reader's browser: they import components and app/lib, never the server's layers.",
    ),
  },
  {
    files: ['app/jobs/**'],
    rules: forbidLayers(
      ['routes', 'components', 'islands', 'server', 'cli'],
      'Jobs run in the worker: they call domains, never the web layers or the command line.',
    ),
  },
  {
    files: ['app/routes/**'],
    rules: forbidLayers(
      ['server', 'cli'],
      'Routes are rendered by the server and run by no command: they import neither.',
    ),
  },
  {
    files: ['server/**'],
    rules: forbidLayers(
      ['components', 'islands', 'cli'],
      'The server hands pages to React Router; it renders no component itself and runs no command.',
    ),
  },
);
