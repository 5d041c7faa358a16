import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

// The utility API's payloads as TypeScript, from the contract document the gateway codes against
// (utility-api/openapi.json): committed and checked for drift, so a call that no longer matches the
// document fails to compile (gateway/src/upstream/upstreamPaths.ts).
const root = join(import.meta.dirname, '..', '..');
const document = readFileSync(join(root, 'utility-api', 'openapi.json'), 'utf8');
const ast = await openapiTS(document, { silent: true, alphabetize: true });
const target = join(root, 'gateway', 'src', 'upstream', '__generated__', 'utilityApi.ts');
writeFileSync(target, `${COMMENT_HEADER}${astToString(ast)}`);
console.log(`wrote ${target}`);
