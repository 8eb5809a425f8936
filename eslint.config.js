// ESLint flat config: type-checked TypeScript, React hooks, accessibility of JSX, and the
// layer map of ARCHITECTURE.md (content → contact, counts → mail → server/functions; content → src).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a folder may never make: each entry names the folder and the patterns it must not reach. */
const layerRule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noSrc = {
  group: ['**/src/**', '../src', '../../src'],
  message: 'server/, functions/, contact/, counts/ y content/ no importan src/ (ver ARCHITECTURE.md).',
};
const noServers = {
  group: ['**/server/**', '**/functions/**', '**/mail/**', '**/scripts/**', '**/e2e/**', '**/bench/**'],
  message: 'Esta capa no importa servidores, el adaptador de correo, scripts ni pruebas (ver ARCHITECTURE.md).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      '.tmp/**',
      '.data/**',
      'functions/lib/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  { files: ['content/**'], rules: layerRule([noSrc, noServers]) },
  { files: ['contact/**'], rules: layerRule([noSrc, noServers]) },
  { files: ['counts/**'], rules: layerRule([noSrc, noServers]) },
  { files: ['server/**', 'functions/src/**'], rules: layerRule([noSrc]) },
  {
    files: ['mail/**'],
    rules: layerRule([noSrc, { group: ['**/server/**', '**/functions/**'], message: 'mail/ es un adaptador: no importa los servidores.' }]),
  },
  { files: ['src/**'], rules: layerRule([noServers]) },
  {
    // Tests poke at loosely typed fixtures and fakes on purpose; their promises are awaited by the runner.
    files: ['**/__tests__/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-imports': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
