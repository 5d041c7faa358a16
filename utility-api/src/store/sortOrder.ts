import type Database from 'better-sqlite3';
import type { Db } from '../db/open.ts';

/** A list's sort as a list call asks for it (`Sort`, `Descending`). */
export interface SortChoice<S extends string> {
  sort?: S;
  descending?: boolean;
}

/**
 * The ORDER BY clause of each whitelisted sort of a list. `orders` maps a sort to fixed SQL terms
 * (comma-separated); a term ending in `IS NULL` keeps nulls last in both directions. `tieBreaker` is a
 * unique column, so pages never overlap or skip rows. Without a sort the list keeps `fallback`, its
 * usual order. The SQL is never built from the request: only these fixed strings are joined.
 */
export function sortOrder<S extends string>(orders: Record<S, string>, tieBreaker: string, fallback: string) {
  return ({ sort, descending }: SortChoice<S>): string => {
    if (sort === undefined || !Object.hasOwn(orders, sort)) return `ORDER BY ${fallback}`;
    const direction = descending ? 'DESC' : 'ASC';
    const ordered = orders[sort].split(', ').map((term) => (term.endsWith('IS NULL') ? term : `${term} ${direction}`));
    return `ORDER BY ${ordered.join(', ')}, ${tieBreaker} ${direction}`;
  };
}

/**
 * One prepared page statement per ORDER BY clause, prepared on first use. The clauses come from a
 * `sortOrder` (at most two per sort plus the fallback), so the cache stays small.
 */
export function sortedStatements<Row>(db: Db, sql: (orderBy: string) => string) {
  const statements = new Map<string, Database.Statement<[object], Row>>();
  return (orderBy: string): Database.Statement<[object], Row> => {
    let statement = statements.get(orderBy);
    if (!statement) {
      statement = db.prepare<[object], Row>(sql(orderBy));
      statements.set(orderBy, statement);
    }
    return statement;
  };
}

/** A term ordering `column` by the rank of its value in `values` (a workflow or priority order, not the alphabet). */
export const rankOf = (column: string, values: readonly string[]) =>
  `CASE ${column} ${values.map((value, index) => `WHEN '${value.replaceAll("'", "''")}' THEN ${index}`).join(' ')} END`;
