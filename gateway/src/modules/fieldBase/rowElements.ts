import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { selectsPath } from '../../schema/selection.ts';
import { elementLoader } from './elementLoader.ts';
import { toElementModel, type ElementModel } from './resolvers.ts';

/** The elements a page's rows name, by id, as the request's elements loader answered them (or the error of its read). */
export type RowElements = ReadonlyMap<number, ElementModel | null | Error>;

/**
 * The elements a page of rows names (a job card's element and station, an investigation's or a problem log's
 * element), read as soon as the page is known, for the fields `fields` names that this request selects on the
 * page's nodes (`edges { node { … } }`), through the loader those fields would use (the same batch, so the
 * lists of one screen still read theirs in one call, `elementSources`); undefined when none is selected. The
 * rows' fields then answer from it at once (`rowElement`), without a promise per row, so the executor completes
 * the page in one pass; each distinct element is made a model once. A failed read is the rows' fields' to
 * report: each finds its error, as it would through the loader. Callers check the viewer first.
 */
export async function readRowElements<T>(
  ctx: GatewayContext,
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments' | 'variableValues'>,
  rows: readonly T[],
  fields: Readonly<Record<string, (row: T) => number | null>>,
): Promise<RowElements | undefined> {
  const selected = Object.entries(fields).filter(([field]) => selectsPath(info, ['edges', 'node', field]));
  if (selected.length === 0 || rows.length === 0) return undefined;
  const ids = new Set<number>();
  for (const row of rows) {
    for (const [, idOf] of selected) {
      const id = idOf(row);
      if (id !== null) ids.add(id);
    }
  }
  const wanted = [...ids];
  // `loadMany` answers an Error in place of what failed; it never rejects.
  const loaded = await elementLoader(ctx).loadMany(wanted);
  const answered = new Map<number, ElementModel | null | Error>();
  wanted.forEach((id, index) => {
    const element = loaded[index];
    answered.set(id, element instanceof Error ? element : element ? toElementModel(element) : null);
  });
  return answered;
}

/** A row's element `id`: from its page's read when that read answered it (its error thrown), else through the loader. */
export function rowElement(ctx: GatewayContext, page: RowElements | undefined, id: number | null): ElementModel | null | Promise<ElementModel | null> {
  if (id === null) return null;
  const answered = page?.get(id);
  if (answered === undefined) return elementLoader(ctx).load(id).then((loaded) => (loaded ? toElementModel(loaded) : null));
  if (answered instanceof Error) throw answered;
  return answered;
}
