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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/sourcemaps/**',
      '.data/**',
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
