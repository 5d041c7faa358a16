import { compileErrors, validate } from '@readme/openapi-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// CI guard: the committed contract document (or the file named as argument) must be valid OpenAPI, so that
// third-party tools (code generators, GraphQL Mesh) accept it as a whole. Validated against the OpenAPI
// specification's own schema plus the checks it leaves out (duplicate operation ids and parameters,
// path parameters, arrays without items).
const file = process.argv[2] ?? join(import.meta.dirname, '..', 'openapi.json');
const result = await validate(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof validate>[0]);
if (!result.valid) {
  console.error(`${file} is not a valid OpenAPI document:\n${compileErrors(result)}`);
  process.exit(1);
}
if (result.warnings.length > 0) console.warn(compileErrors(result));
console.log(`${file}: valid ${result.specification ?? 'OpenAPI'} document.`);
