import type { FastifyInstance } from 'fastify';
import type { JSONSchema } from './jsonSchema.ts';

/**
 * Schemas several calls share (the envelope, paging options, a job card…). Each is added to Fastify once under
 * its `$id`, and routes use `{ $ref }` to it: validation and serialisation follow the reference exactly as they
 * follow the schema inline, and the OpenAPI document lists it once in `components/schemas`, named by its id.
 */
const definitions = new Map<string, JSONSchema>();
let added = false;

/** Defines the shared schema `id` (a component name: letters and digits) and answers a reference to it. */
export function sharedSchema(id: string, schema: JSONSchema): JSONSchema {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(id)) throw new Error(`shared schema id ${id}: letters and digits, capitalised`);
  const definition = { $id: id, ...schema };
  const before = definitions.get(id);
  if (before === undefined) {
    // Routes are compiled against what was added: a later definition would be missing from APIs already built.
    if (added) throw new Error(`shared schema ${id} defined after an API was built: define it at module level`);
    definitions.set(id, definition);
  } else if (JSON.stringify(before) !== JSON.stringify(definition)) {
    throw new Error(`shared schema ${id} defined twice, differently`);
  }
  return { $ref: `${id}#` };
}

/** Adds every shared schema to an API being built, before its routes. */
export function addSharedSchemas(app: FastifyInstance): void {
  added = true;
  for (const definition of definitions.values()) app.addSchema(definition);
}

/** The name a shared schema gets in the OpenAPI document (@fastify/swagger `refResolver`). */
export function componentName(json: { $id?: unknown }, _baseUri: unknown, _fragment: unknown, index: number): string {
  return typeof json.$id === 'string' ? json.$id : `def-${index}`;
}
