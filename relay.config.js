// relay-compiler configuration: client sources against the gateway's printed schema.
// Named exports: relay-compiler loads this file with require(), which sees an ES module's namespace.
export const src = './client/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
// Type-only imports in the artifacts: a query's `$parameters` module (imported by a route's `routes.ts`)
// names the query's types only, and must not pull the query's full artifact into the route table's chunk.
export const useImportTypeSyntax = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
// Every operation is hashed (SHA-256) and the artifacts carry `params.id` and no text. `npm run relay`
// (scripts/relay.ts) has the compiler persist to a scratch file and derives from it the documents the
// gateway serves, `persisted-documents.json`: the product's, not the tests'. relay-compiler run on its
// own adds to that file, which the next `npm run relay` puts right.
export const persistConfig = { file: process.env.RELAY_PERSIST_FILE ?? './persisted-documents.json', algorithm: 'SHA256' };
