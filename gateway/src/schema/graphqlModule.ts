import { createRequire } from 'node:module';

/**
 * The `graphql` module the executable schema is built with: `@graphql-tools/schema`, Yoga and Apollo
 * load the package's CommonJS entry (as Node resolves `import 'graphql'` too), while under Vitest
 * the gateway's own files get its ESM entry, and graphql-js refuses types of one copy in the
 * functions of the other. Code that inspects the schema's types (type predicates, variable
 * coercion) takes them from here.
 */
export const graphqlModule = createRequire(import.meta.url)('graphql') as typeof import('graphql');
