import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { aliasImports } from './scripts/lint/aliasImports.mjs';

/** The layers of the tree (README, "Layout"); each rule below says what a layer may import. */
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'page', pattern: 'src/pages/*', capture: ['name'] },
  { type: 'plan', pattern: 'src/features/plan' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'early', pattern: 'src/early' },
  { type: 'test-helpers', pattern: 'src/test' },
  { type: 'machines', pattern: 'machines' },
  { type: 'content', pattern: 'content' },
  { type: 'mocks', pattern: 'mocks' },
  { type: 'scenarios', pattern: 'scenarios' },
  { type: 'e2e', pattern: 'tests' },
  { type: 'scripts', pattern: 'scripts' },
];
/** Tests may also use the mocks and the test helpers (src/test), and a test of shared code may reach up. */
const files = [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }];
const appCode = ['app', 'page', 'plan', 'feature', 'ui', 'styles', 'lib', 'early', 'test-helpers', 'machines'];
const to = (...types) => ({ to: { element: { type: types } } });

/** Where a layer's imports may not go. Anything not named here is allowed. */
const boundaryPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: [
      to('page', 'app'),
      { to: { element: { type: 'feature', captured: { name: '!{{ from.element.captured.name }}' } } } },
    ],
    message: 'A feature never imports a page, the app or another feature ({{ to.element.type }} {{ to.element.captured.name }}).',
  },
  {
    from: { element: { type: 'plan' } },
    disallow: to('page', 'app', 'feature'),
    message: 'features/plan is the plan every feature may use: it never imports a page, the app or another feature.',
  },
  {
    from: { element: { type: 'page' } },
    disallow: [to('app'), { to: { element: { type: 'page', captured: { name: '!{{ from.element.captured.name }}' } } } }],
    message: 'A page never imports the app or another page: share it through features, ui or lib.',
  },
  {
    from: { element: { type: 'ui' } },
    disallow: to('app', 'page', 'plan', 'feature', 'test-helpers', 'machines', 'content', 'mocks'),
    message: 'ui/ holds primitives with no product knowledge: it imports only lib/, early/ and styles/.',
  },
  {
    from: { element: { type: 'styles' } },
    disallow: to('app', 'page', 'plan', 'feature', 'ui', 'mocks'),
    message: 'styles/ sits under ui/: it imports only lib/ (and never a feature, a page, the app or the mocks).',
  },
  {
    from: { element: { type: 'lib' } },
    disallow: to('app', 'page', 'plan', 'feature', 'ui', 'styles', 'mocks'),
    message: 'lib/ is the bottom layer: it never imports ui/, styles/, a feature, a page, the app or the mocks.',
  },
  {
    from: { element: { type: 'early' } },
    disallow: to('app', 'plan', 'feature', 'ui', 'styles', 'mocks'),
    message: "early/ is the page's inline script: it imports only lib/, content/ and, for a page part, its own page's rules.",
  },
  {
    from: { element: { type: 'content' } },
    disallow: to(...appCode, 'mocks'),
    message: 'content/ is data and schemas: it imports nothing from src/, machines/ or mocks/.',
  },
  {
    from: { element: { type: 'machines' } },
    disallow: { ...to(...appCode.filter((type) => type !== 'machines'), 'mocks'), dependency: { kind: 'value' } },
    message: 'A machine imports nothing from src/ or mocks/ but types: effects are supplied with .provide().',
  },
  {
    from: { element: { type: 'mocks' } },
    disallow: { ...to(...appCode), dependency: { kind: 'value' } },
    message: 'mocks/ imports no app code, only shared types (import type) and content/.',
  },
  {
    from: { element: { type: 'scenarios' } },
    disallow: to(...appCode, 'e2e', 'scripts'),
    message: 'scenarios/ is shared by the bench and the end-to-end specs: it imports neither, nor app code.',
  },
  {
    from: { element: { type: 'scripts' } },
    disallow: to('e2e'),
    message: 'The scripts never import the end-to-end specs: what the bench shares with them lives in scenarios/.',
  },
  {
    from: { element: { type: ['lib', 'styles', 'plan'] }, file: { categories: 'test' } },
    allow: to('app', 'page', 'plan', 'feature', 'mocks'),
  },
  {
    from: { file: { categories: 'test' } },
    allow: to('test-helpers', 'mocks'),
  },
];

/** Relative imports stay within a slice; anything further away uses a package.json "imports" alias. */
const noDeepClimbs = [
  'error',
  {
    patterns: [
      {
        regex: '^(\\.\\./){3,}',
        message: "Climbs of three levels or more are not allowed: use an alias such as '#src/lib/clock' or '#content/site'.",
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { [`${import.meta.dirname}/scripts/lint/importResolver.cjs`]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
      'no-restricted-imports': noDeepClimbs,
    },
  },

  {
    // One way to import each module (scripts/lint/aliasImports.mjs): `./name` within a folder,
    // the package.json alias from anywhere else. Not for the end-to-end specs and scenarios, nor
    // the Node scripts, which Playwright and Node load without the aliases' extensionless paths.
    files: ['{src,machines,content,mocks,supabase}/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { project: aliasImports },
    rules: { 'project/alias-imports': 'error' },
  },
  {
    // src/lib/storage.ts is the one door to localStorage (the auth session included): it bounds,
    // validates and survives blocked storage, and its key list is the whole of what is stored.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'content/**/*.{ts,js}'],
    ignores: ['src/lib/storage.ts', '**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use src/lib/storage.ts, the one door to localStorage.' },
        { name: 'sessionStorage', message: 'The site stores nothing per session: use src/lib/storage.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use src/lib/storage.ts, the one door to localStorage.' },
        { object: 'globalThis', property: 'localStorage', message: 'Use src/lib/storage.ts, the one door to localStorage.' },
      ],
    },
  },
  {
    // The full zod adds about 25 KB (gzip) to every page that loads it; the site's code checks
    // stored values and form fields with zod/mini. Types may still come from zod.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Use 'zod/mini': the full zod would load on every page that imports it.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // A raw <form> in the site could submit natively (before hydration, or without JavaScript)
    // and put what was typed in a URL; a named input would give it something to send. Tests, and
    // their shared helpers in src/test, may build raw forms to exercise what the site guards against.
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/SafeForm.tsx', 'src/**/*.test.tsx', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='form']", message: 'Use SafeForm (src/ui/SafeForm.tsx): it never submits natively.' },
        {
          selector: "JSXOpeningElement[name.name='input'] > JSXAttribute[name.name='name']",
          message: 'No name on an input: a native form submission could send its value.',
        },
        {
          // A machine's effects are supplied once, at module level beside the component that runs it:
          // they depend on nothing a render knows (that goes in as input or events), and no render
          // builds a new machine.
          selector: ":function CallExpression[callee.property.name='provide']",
          message: "Call a machine's .provide() at module level, not while rendering.",
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use` hook.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // content/services.js runs in the page and in the build scripts alike.
    files: ['content/**/*.js'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // ESLint loads import resolvers with require().
    files: ['scripts/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The scenarios shared by the benchmark (Node) and the end-to-end specs, and the benchmark's
    // measures: parts of them run in the page.
    files: ['scenarios/**/*.mjs', 'scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
