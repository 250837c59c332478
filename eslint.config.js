// ESLint (flat config): typescript-eslint's recommended rules, React's hook rules, and no
// `any` without a reason on its line. Formatting is Prettier's (npm run format:check).
// Folder cycles and boundaries are dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'gateway/modules/theme/themes/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // React's rules where React runs: the app, its resources and providers (not the
    // gateway, whose `useGateway` is a test fixture, nor Playwright's `use`).
    files: [
      'src/**/*.{ts,tsx}',
      'resources/**/*.{ts,tsx}',
      'dataProvider/**/*.ts',
      'authProvider/**/*.ts',
      'i18n/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
