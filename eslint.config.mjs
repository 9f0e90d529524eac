import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import jsxA11y from 'eslint-plugin-jsx-a11y'

/** Where our types meet Payload's untyped insides: the only file that may cast through `unknown`. */
const PAYLOAD_BOUNDARY = 'src/server/db/payloadInternals.ts'

const NO_DOUBLE_CAST = {
  selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
  message: `\`as unknown as\` silences the type checker: type the value, or reach Payload's insides through ${PAYLOAD_BOUNDARY}.`,
}
const NO_MODULE_STATE = {
  selector: ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration[kind=/^(let|var)$/]',
  message:
    'Server modules keep no state of their own: Next bundles a module apart for each of its layers and several instances share the work. Per-process values go through processWide() (src/server/processWide.ts); what matters goes to PostgreSQL.',
}

/**
 * What runs in the server process: a module-level `let` there would exist once per Next layer.
 * The bench scripts are one-shot measuring runs, one process with one copy of each module.
 */
const SERVER_CODE = [
  'src/server/**',
  'src/start/**',
  'src/app/**',
  'src/*.ts',
  'collections/**',
  'globals/**',
  'scripts/**',
  'payload.config.ts',
]

/**
 * Next's own configuration (React, hooks, Next, imports, jsx-a11y's core rules, typescript-eslint's
 * recommended rules), jsx-a11y's whole recommended set on top, and Prettier's switch-off of the
 * rules it owns. Warnings fail `npm run lint` (--max-warnings 0).
 */
const config = [
  ...nextVitals,
  ...nextTypescript,
  { files: ['**/*.{jsx,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The public site links with the kit's Link, which fetches a page when the visitor means to
    // follow it rather than as it scrolls into view: a phone's slow link is not spent on pages nobody opens.
    files: ['components/site/**', 'components/registration/**', 'src/app/(frontend)/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @components/ui/Link: it prefetches on intent, not in view.' }] },
      ],
    },
  },
  {
    // Tests hand our code partial stand-ins of framework objects (a Payload view's props, a Node
    // request) that only a cast through `unknown` can type.
    ignores: ['tests/**'],
    rules: { 'no-restricted-syntax': ['error', NO_DOUBLE_CAST] },
  },
  {
    files: SERVER_CODE,
    ignores: ['scripts/bench-*.ts', PAYLOAD_BOUNDARY],
    rules: { 'no-restricted-syntax': ['error', NO_DOUBLE_CAST, NO_MODULE_STATE] },
  },
  { files: [PAYLOAD_BOUNDARY], rules: { 'no-restricted-syntax': ['error', NO_MODULE_STATE] } },
  {
    // A promise nobody awaits fails unseen (an unhandled rejection), races what follows it, and in
    // a test lets an assertion pass untried: await it, or mark a deliberate fire-and-forget with
    // `void` and say why beside it. Not stories: Storybook types its matchers as promises, yet
    // inside waitFor's callback they must throw there and then.
    files: ['{src,components,collections,globals,scripts,tests,tooling}/**/*.{ts,tsx}', 'payload.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // A component is a view fed by a hook (its state, effects and actions): a function that
    // outgrows a screen mixes the two, and is split rather than scrolled.
    files: ['components/**/*.{ts,tsx}', 'src/app/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One order for imports, so that a file's first lines read the same everywhere and a merge
    // never fights over them: Node's, the packages', the kit's (@components), ours (@/), then the
    // file's neighbours; alphabetical inside each group, a blank line between groups.
    files: ['**/*.{ts,tsx,mjs}'],
    settings: { 'import/internal-regex': '^(@/|@components/)' },
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@components/**', group: 'internal', position: 'before' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // The PostCSS plugin is CommonJS: Turbopack and Vite both load it with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
  {
    ignores: [
      '.next/**',
      'dist/**',
      '.next-e2e-*/**',
      '.data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
]

export default config
