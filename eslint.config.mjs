import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import jsxA11y from 'eslint-plugin-jsx-a11y'

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
    // follow it rather than as it scrolls into view (issue 26).
    files: ['components/site/**', 'components/registration/**', 'src/app/(frontend)/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @components/ui/Link: it prefetches on intent, not in view.' }] },
      ],
    },
  },
  {
    // A component is a view fed by a hook (its state, effects and actions): a function that
    // outgrows a screen mixes the two, and is split rather than scrolled.
    files: ['components/**/*.{ts,tsx}', 'src/app/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
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
