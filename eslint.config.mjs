// @ts-check
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in the reader's browser; everything else runs in Node (build, scripts, tests, benches). */
const browserFiles = [
  'src/theme/**',
  'src/components/**',
  'src/pages/**',
  'src/clientModules/**',
  'src/plugins/*/client/**',
  'tests/fixtures/pages/**',
];

export default defineConfig(
  // ESLint does not read .gitignore: build output, caches and copies made by the benches.
  globalIgnores([
    'build/',
    'build-algolia/',
    '.docusaurus/',
    '.cache/',
    '.venvs/',
    'test-results/',
    'playwright-report/',
    'bench/.out/',
    'bench/.stock-site/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    linterOptions: {reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error'},
    languageOptions: {
      ecmaVersion: 2024,
      globals: globals.node,
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      // Type-only imports stay type-only, so no module is loaded for its types alone (in the browser
      // bundle, or by Node running a script).
      // (`import('x').T` in a type position is type-only by definition, so it stays allowed.)
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {fixStyle: 'inline-type-imports', disallowTypeAnnotations: false},
      ],
      // `_name` marks a parameter a callback must accept but does not use (Docusaurus lifecycle hooks);
      // `const {drop, ...rest} = props` is how a prop is kept from being passed on.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: browserFiles,
    languageOptions: {globals: globals.browser},
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {
      // CommonJS files load their dependencies with require(); that is the module system, not a style.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // React code: the site's components and the test-only pages (tests/e2e has no React: Playwright's
    // fixtures also call a function named `use`).
    files: ['src/**/*.{ts,tsx}', 'tests/fixtures/pages/**'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['tests/**'],
    rules: {
      // Test callbacks are async because the API they are handed to expects it (React's `act` flushes
      // an async callback's effects; fakes implement async interfaces) even where they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Only the rules: the plugin's configs are in the legacy format (flat ones arrive with
    // https://github.com/facebook/docusaurus/pull/12025), so its recommended set is listed here.
    plugins: {'@docusaurus': {rules: docusaurus.rules}},
    rules: {
      // At error level, so that nothing stays a warning.
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // The stock configuration the benches compare with is built from a copy in bench/.stock-site/, where
    // its relative imports resolve; in place they do not, so tsconfig excludes it and it is linted
    // without type information.
    files: ['bench/stock/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
