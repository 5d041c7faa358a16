import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildASTSchema, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { loadTypeDefs } from '../src/schema/typeDefs.ts';

// The public contract: printed from the module SDL, committed, and checked for drift in CI.
const schema = lexicographicSortSchema(buildASTSchema(parse(loadTypeDefs().join('\n'))));
const target = join(import.meta.dirname, '..', '..', 'schema.graphql');
writeFileSync(target, `${printSchema(schema)}\n`);
console.log(`wrote ${target}`);
