import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '../src/openApi.ts';

// The contract document the gateway codes against: printed from the route schemas, committed, checked for drift.
const target = join(import.meta.dirname, '..', 'openapi.json');
writeFileSync(target, await openApiDocument());
console.log(`wrote ${target}`);
