import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/**
 * The web's layers (web/src): a feature imports only the UI kit (ui), shared code (shared, api, session, socket),
 * core and its own files; shared code imports no feature; the UI kit imports only itself and core. The shell,
 * routes.tsx and main.tsx put the app together and may import anything.
 */
const WEB = './web/src';
const FEATURES = readdirSync(`${import.meta.dirname}/web/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const APP = [`${WEB}/shell`, `${WEB}/routes.tsx`, `${WEB}/main.tsx`];
const webZones = [
  ...FEATURES.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: `features/${name} imports another feature: move what several features use to web/src/shared/<thing>.`,
  })),
  {
    target: `${WEB}/features`,
    from: APP,
    message: 'A feature does not import the shell: what it needs from there belongs in web/src/shared.',
  },
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/features`, ...APP],
    message: 'Shared code serves the features: it imports no feature and not the shell.',
  },
  {
    target: [`${WEB}/api`, `${WEB}/session`, `${WEB}/socket`],
    from: [`${WEB}/features`, `${WEB}/shared`, `${WEB}/ui`, ...APP],
    message:
      'api, session and socket sit under the features: they import only each other, core and libraries.',
  },
  {
    target: `${WEB}/ui`,
    from: [`${WEB}/features`, `${WEB}/shared`, `${WEB}/api`, `${WEB}/session`, `${WEB}/socket`, ...APP],
    message: 'The UI kit imports only itself, core and libraries.',
  },
];

/**
 * SQL only in db (issue 26): every other workspace reaches PostgreSQL through @fanlift/db's functions, never through
 * Sequelize, pg or the db's model classes. db exports `DbTransaction` for the handle its services take. test/ and
 * bench/ are left out on purpose: fixtures and assertions write and read rows directly, so a test checks what the
 * db services wrote without going through them, and a bare harness measures the statements themselves.
 */
const SQL_ONLY_IN_DB = 'SQL lives in db: call (or add) a function in db/src/<domain> instead.';
const DB_MODELS = [
  'School',
  'User',
  'FanProfile',
  'FanSelectedSchool',
  'AthleteProfile',
  'AthleteGuardian',
  'AthleteSchool',
  'AthleteAllocation',
  'LedgerAccount',
  'WalletTransaction',
  'initModels',
];
/** A query or transaction opened on the db's Sequelize instance outside db (no-restricted-syntax). */
const SQL_CALL = {
  selector:
    "CallExpression[callee.property.name=/^(query|transaction)$/]:matches([callee.object.name='sequelize'], [callee.object.property.name='sequelize'])",
  message: SQL_ONLY_IN_DB,
};
const sqlOnlyInDb = {
  paths: [
    { name: 'sequelize', message: SQL_ONLY_IN_DB },
    { name: 'pg', message: SQL_ONLY_IN_DB },
    { name: '@fanlift/db', importNames: DB_MODELS, message: `${SQL_ONLY_IN_DB} (no model classes)` },
  ],
  patterns: [
    {
      group: ['sequelize/*', 'pg/*', 'pg-*', '@fanlift/db/models', '@fanlift/db/*/model'],
      message: SQL_ONLY_IN_DB,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/sourcemaps/**',
      'web/dist-ssr/**',
      '.data/**',
      '**/.build/**',
      '.h3tmp/**',
      'scripts/*.mjs',
      'scripts/*.cjs',
      'eslint.config.js',
      'web/vite.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'react-hooks/rules-of-hooks': 'error',
      'no-console': 'off',
    },
  },
  {
    files: [
      'worker/**/*.ts',
      'realtime/**/*.ts',
      'core/**/*.ts',
      'web/**/*.ts',
      'web/**/*.tsx',
      'api/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', sqlOnlyInDb] },
  },
  {
    // The Sequelize instance db hands out is passed back to db, never queried (`ctx.db.sequelize.query`). Only where
    // no other block sets no-restricted-syntax (a later block's list replaces this one): add SQL_CALL to theirs.
    files: ['worker/**/*.ts', 'api/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', SQL_CALL] },
  },
  {
    // Realtime listens to client events only through on() (handlers/on.ts): gate, the event's schema from core,
    // the handler's result as the ack. No hand-registered listener, no hand parsing.
    files: ['realtime/src/**/*.ts'],
    ignores: ['realtime/src/handlers/on.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(on|once|prependListener)$/][arguments.0.value=/:/]',
          message: 'Listen to a client event with on(ctx, event, handler) from realtime/src/handlers/on.ts.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(safeParse|parse)$/][callee.object.name=/Schema$/]',
          message: "Payloads are parsed by on() with the event's schema (core/src/events).",
        },
        SQL_CALL,
      ],
    },
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
