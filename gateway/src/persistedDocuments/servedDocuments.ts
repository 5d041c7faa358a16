/**
 * Which persisted documents production serves (`docs/integrators.md`, Persisted documents): the
 * current client's operations, and for a while the versions the client stopped sending, so that a
 * browser tab opened before a deployment keeps working after it. `npm run relay` (scripts/relay.ts)
 * applies this rule to what relay-compiler compiled and writes the result.
 */

/** How long a superseded document stays served, counted from the day it was superseded. */
export const SUPERSEDED_WINDOW_DAYS = 30;

/** A document the client no longer sends: its operation and the day (`YYYY-MM-DD`) it was superseded. */
interface SupersededDocument {
  operation: string;
  supersededAt: string;
}

/** `persisted-documents.json` (text by id) and `persisted-documents.superseded.json` (which of them are old). */
export interface ServedDocuments {
  documents: Record<string, string>;
  superseded: Record<string, SupersededDocument>;
}

const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/;

/** The operation name of a document's text (its operation comes first, its fragments after). */
export function operationName(text: string): string {
  const name = OPERATION_NAME.exec(text)?.[1];
  if (name === undefined) throw new Error(`not an operation document: ${text.slice(0, 60)}`);
  return name;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

const sortedById = <T>(entries: Iterable<[string, T]>): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export interface NextServedInput {
  /** Every operation relay-compiler compiled now, by id: the product's and the tests'. */
  compiled: Readonly<Record<string, string>>;
  /** Operations declared only in test code; they are never served. */
  testOperations: ReadonlySet<string>;
  /** The committed served set. */
  previous: ServedDocuments;
  /** The day a document found superseded now is stamped with, and the window is measured to. */
  today: string;
  /** Whether the current schema still runs a document: one it refuses is of no use to an old tab. */
  runs: (text: string) => boolean;
}

/**
 * The next served set. When the client's operations are the ones served as current already, no date
 * is read: regenerating without a source change never rewrites the files, whatever the day
 * (`npm run check:generated`). Otherwise the documents the client stopped sending are stamped `today`,
 * and the superseded ones older than the window are dropped. Superseded documents the schema no
 * longer runs go in either case.
 */
export function nextServedDocuments({ compiled, testOperations, previous, today, runs }: NextServedInput): ServedDocuments {
  const current = new Map(Object.entries(compiled).filter(([, text]) => !testOperations.has(operationName(text))));
  const previousCurrent = Object.keys(previous.documents).filter((id) => previous.superseded[id] === undefined);
  const unchanged = previousCurrent.length === current.size && previousCurrent.every((id) => current.has(id));
  const documents = new Map(current);
  const superseded = new Map<string, SupersededDocument>();
  for (const [id, text] of Object.entries(previous.documents)) {
    const operation = operationName(text);
    if (current.has(id) || testOperations.has(operation) || !runs(text)) continue;
    const supersededAt = previous.superseded[id]?.supersededAt ?? today;
    if (!unchanged && daysBetween(supersededAt, today) >= SUPERSEDED_WINDOW_DAYS) continue;
    documents.set(id, text);
    superseded.set(id, { operation, supersededAt });
  }
  return { documents: sortedById(documents), superseded: sortedById(superseded) };
}
