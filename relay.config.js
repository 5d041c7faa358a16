// relay-compiler configuration: client sources against the gateway's printed schema.
// Named exports: relay-compiler loads this file with require(), which sees an ES module's namespace.
export const src = './client/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
// Every operation is hashed into one file that the gateway serves by id (issue "The gateway in
// production and for integrators"); the artifacts then carry `params.id` and no text.
export const persistConfig = { file: './persisted-documents.json', algorithm: 'SHA256' };
