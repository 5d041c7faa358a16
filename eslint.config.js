// ESLint (flat config), run by `npm run lint` with no warning allowed. Only rules that need no type
// information, so a run stays fast; `npm run typecheck` is the type check.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import importBoundaries from './eslint/importBoundaries.js';

const typescriptFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const clientFiles = ['client/src/**/*.ts', 'client/src/**/*.tsx'];

export default tseslint.config(
  {
    // Written by tools (relay-compiler, the schema and OpenAPI printers, builds, test runs) or by the
    // running portal; the JSON and GraphQL files are not linted at all.
    ignores: [
      '**/node_modules/**',
      '**/__generated__/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
    ],
  },
  {
    files: typescriptFiles,
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      // A leading underscore names what a signature or a destructuring must list but the code leaves
      // unused (`{ documentId: _id, ...rest }` drops a key); everything else unused is a finding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // A bare graphql`fragment …` declares a fragment for relay-compiler (a mutation's answer spreads it).
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      // `interface Row extends Upstream {}` gives a shape its own name, which an empty interface is for.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: clientFiles,
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/generated-typescript-types': 'error',
      // A field that another file reads (a helper, a child given plain data) is marked in the graphql text:
      // `# eslint-disable-next-line relay/unused-fields -- <the file that reads it>`. The rule skips a
      // query's top-level fields (and a comment above them), so such a comment goes on their sub-fields.
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
      // relay/no-future-added-value is left out: the client names '%future added value' where it maps an
      // enum that the gateway may extend (auth/loginSettings.ts, payments/paymentTypes.ts).
    },
  },
  {
    // Pictures of the end-to-end specs go through one helper, which writes none in CI (tests/support/shots.ts);
    // the families' screenshot run exists for its pictures and is left out of CI (playwright.config.ts).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/applicationFamiliesShots.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message: 'Take pictures with shot() of tests/support/shots.ts, which keeps the waits and writes no PNG in CI.',
        },
      ],
    },
  },
  ...importBoundaries,
);
