/**
 * The last steps of the printed document: the error answers every call shares (the envelope alone on 4XX and 5XX,
 * utility-api/README.md Conventions) become one response component, and the components are listed by name.
 */
interface Operation {
  responses?: Record<string, unknown>;
}

interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

const ERROR_CODES = ['4XX', '5XX'];
const envelopeContent = { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } };
const errorResponse = {
  description: 'An HTTP error: the envelope alone, status 2 for a refused request, 3 without a session, 4 without the profile flag the call needs, else 1.',
  content: envelopeContent,
};

const isEnvelopeOnly = (response: unknown): boolean =>
  typeof response === 'object' && response !== null && JSON.stringify((response as { content?: unknown }).content) === JSON.stringify(envelopeContent) &&
  Object.keys(response).every((key) => key === 'description' || key === 'content');

const byName = (entries: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The document (a copy of @fastify/swagger's, which this changes) with the shared error answers referenced. */
export function shareErrorResponses<T>(printed: T): T {
  const document = printed as Document;
  let shared = false;
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const code of ERROR_CODES) {
        if (!isEnvelopeOnly(operation.responses?.[code])) continue;
        (operation.responses as Record<string, unknown>)[code] = { $ref: '#/components/responses/Error' };
        shared = true;
      }
    }
  }
  const components = document.components ?? {};
  document.components = {
    ...components,
    schemas: byName(components.schemas ?? {}),
    ...(shared ? { responses: byName({ ...components.responses, Error: errorResponse }) } : {}),
  };
  return printed;
}
