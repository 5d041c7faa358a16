import { compileErrors, validate } from '@readme/openapi-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// CI guard: the committed contract document (or the file named as argument) must be valid OpenAPI, so that
// third-party tools (code generators, GraphQL Mesh) accept it as a whole. Validated against the OpenAPI
// specification's own schema plus the checks it leaves out (duplicate operation ids and parameters,
// path parameters, arrays without items); and every tag an operation names is declared with its description.
interface Document {
  tags?: { name: string }[];
  paths?: Record<string, Record<string, { tags?: string[] }>>;
}

const file = process.argv[2] ?? join(import.meta.dirname, '..', 'openapi.json');
const document = JSON.parse(readFileSync(file, 'utf8')) as Document;
const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
if (!result.valid) {
  console.error(`${file} is not a valid OpenAPI document:\n${compileErrors(result)}`);
  process.exit(1);
}
if (result.warnings.length > 0) console.warn(compileErrors(result));
const declared = new Set((document.tags ?? []).map((tag) => tag.name));
const undeclared = new Set(
  Object.values(document.paths ?? {}).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])).filter((tag) => !declared.has(tag)),
);
if (undeclared.size > 0) {
  console.error(`${file}: operations name tags the document does not declare: ${[...undeclared].join(', ')}`);
  process.exit(1);
}
console.log(`${file}: valid ${result.specification ?? 'OpenAPI'} document.`);
