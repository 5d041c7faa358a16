/**
 * The route schemas are JSON Schema draft-07 (what Fastify validates with); the document is OpenAPI 3.0, whose
 * schema dialect differs where @fastify/swagger does not translate: draft-07's numeric `exclusiveMinimum` and
 * `exclusiveMaximum` are, in OpenAPI 3.0, booleans qualifying `minimum` and `maximum`.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keywords whose values are data, never schemas: nothing below them is translated. */
const DATA_KEYWORDS = new Set(['default', 'enum', 'example', 'examples']);

function exclusiveBound(node: { [key: string]: Json }, exclusive: string, inclusive: string, tighter: (a: number, b: number) => boolean): void {
  const bound = node[exclusive];
  if (typeof bound !== 'number') return;
  const current = node[inclusive];
  if (typeof current === 'number' && tighter(current, bound)) {
    // The inclusive bound already excludes the exclusive one.
    delete node[exclusive];
    return;
  }
  node[inclusive] = bound;
  node[exclusive] = true;
}

/** `names`: the keys of `value` are names (of properties, paths, media types…), not keywords. */
function translate(value: Json, names = false): Json {
  if (Array.isArray(value)) return value.map((item) => translate(item));
  if (value === null || typeof value !== 'object') return value;
  const node: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    node[key] = !names && DATA_KEYWORDS.has(key) ? child : translate(child, !names && key === 'properties');
  }
  exclusiveBound(node, 'exclusiveMinimum', 'minimum', (inclusive, exclusive) => inclusive > exclusive);
  exclusiveBound(node, 'exclusiveMaximum', 'maximum', (inclusive, exclusive) => inclusive < exclusive);
  return node;
}

/** A copy of the document printed by @fastify/swagger with its schemas in the OpenAPI 3.0 dialect. */
export function toOpenApi30<T>(document: T): T {
  return translate(document as Json) as T;
}
