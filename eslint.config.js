import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  // The one-way imports of ARCHITECTURE.md: lib → db → domain → jobs / routes / cli.
  {
    files: ['app/lib/**'],
    rules: forbidLayers(
      ['db', 'domain', 'jobs', 'routes', 'components', 'server', 'cli'],
      'app/lib is the bottom layer: it imports no other layer.',
    ),
  },
  {
    files: ['app/db/**'],
    rules: forbidLayers(
      ['domain', 'jobs', 'routes', 'components', 'server', 'cli'],
      'app/db may import only app/lib.',
    ),
  },
  {
    files: ['app/domain/**'],
    rules: forbidLayers(
      ['jobs', 'routes', 'components', 'server', 'cli'],
      'A domain may import app/lib, app/db and other domains, never the layers above it.',
    ),
  },
  {
    files: ['app/components/**'],
    rules: forbidLayers(
      ['routes', 'jobs', 'server', 'cli', 'db/client.server', 'db/seed'],
      'Components render data; they do not reach into routes, jobs or the database.',
    ),
  },
);
