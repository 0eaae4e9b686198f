import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
      ],
    },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
