// The copy of utility-api/openapi.json that GraphQL Mesh is given. Two things of the document trip Mesh:
// - its `Date` scalar sends a `format: date` string as a date-time (`2025-11-27T00:00:00.000Z`), which the API
//   refuses, so the copy declares such strings without the format (what Mesh then sends is what it is given);
// - query parameters printed from a JSON schema's keywords (`GET /Gis/Wms` declared `type`, with the string
//   "object" where a parameter's schema belongs, and `additionalProperties`) stop its composition: when the
//   loader refuses the document, the copy drops just those parameters (bench/mesh/compose.ts).

/** JSON Schema keywords: a parameter by one of these names is a schema printed as parameters, not a parameter. */
const SCHEMA_KEYWORDS = new Set(['type', 'properties', 'additionalProperties', 'required', 'items']);

interface Parameter {
  name?: unknown;
  schema?: unknown;
}

const isBroken = (parameter: Parameter) =>
  typeof parameter.schema !== 'object' || parameter.schema === null || (typeof parameter.name === 'string' && SCHEMA_KEYWORDS.has(parameter.name));

/**
 * A copy of `document` without the parameters Mesh cannot load, and what was dropped
 * (`GET /Gis/Wms type`); `dropped` is empty when nothing needed to be.
 */
export function repairedForMesh(document: unknown): { document: unknown; dropped: string[] } {
  const copy = structuredClone(document) as { paths?: Record<string, Record<string, { parameters?: Parameter[] } | unknown>> };
  const dropped: string[] = [];
  for (const [path, item] of Object.entries(copy.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = (operation as { parameters?: unknown } | null)?.parameters;
      if (!Array.isArray(parameters)) continue;
      const kept = (parameters as Parameter[]).filter((parameter) => {
        if (!isBroken(parameter)) return true;
        dropped.push(`${method.toUpperCase()} ${path} ${String(parameter.name)}`);
        return false;
      });
      if (kept.length === parameters.length) continue;
      const target = operation as { parameters?: Parameter[] };
      if (kept.length > 0) target.parameters = kept;
      else delete target.parameters;
    }
  }
  return { document: copy, dropped };
}

/** A copy of `document` whose `format: date` strings are plain strings, and how many there were. */
export function datesAsStrings(document: unknown): { document: unknown; dates: number } {
  let dates = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const schema = value as Record<string, unknown>;
    if (schema.type === 'string' && schema.format === 'date') {
      delete schema.format;
      dates += 1;
    }
    Object.values(schema).forEach(visit);
  };
  const copy = structuredClone(document);
  visit(copy);
  return { document: copy, dates };
}
