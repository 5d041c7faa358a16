import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

// The utility API's payloads as TypeScript, from the contract document the gateway codes against
// (utility-api/openapi.json): committed and checked for drift, so a call that no longer matches the
// document fails to compile (gateway/src/upstream/upstreamPaths.ts).
const root = join(import.meta.dirname, '..', '..');
const document = readFileSync(join(root, 'utility-api', 'openapi.json'), 'utf8');
// A default is what the API assumes when a field is left out, so a caller may leave it out: not required.
// (Shared schemas are one type for requests and answers, so openapi-typescript's default cannot tell them apart.)
const ast = await openapiTS(document, { silent: true, alphabetize: true, defaultNonNullable: false });
const target = join(root, 'gateway', 'src', 'upstream', '__generated__', 'utilityApi.ts');
writeFileSync(target, `${COMMENT_HEADER}${astToString(ast)}`);
console.log(`wrote ${target}`);
