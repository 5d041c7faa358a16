import type { GatewayContext } from '../context.ts';

/**
 * A lookup list that is the same for every viewer allowed to read it: the utility API's route reads nothing
 * of the caller for it but the language (`utility-api/src/routes/maintenance/jobCards.ts` `/JobCard/GetLookups`,
 * `debtManagement/agreements.ts` `/Bank/GetList`, `fieldBase/index.ts` `/Warehouse/GetList` and
 * `/Element/GetTypes`, `workQueue/getTypes.ts` `/Application/GetTypes` (per queue), `workQueue/getEmployees.ts`
 * `/Employee/GetItems` (the employees work is assigned to, by flag), `newCustomer/lookups.ts` `/NewCustomer/GetLookups`
 * and the wizard's other anonymous reads). Kept per language in the shared cache like the
 * settings (`SETTINGS_CACHE_TTL_SECONDS`), so a screen's request spends no call on it. The cache decides
 * nothing about access: whoever calls this checks first, on every request, that the viewer may read it.
 */
export function sharedLookup<T>(ctx: GatewayContext, name: string, load: () => Promise<T>): Promise<T> {
  return ctx.services.sharedCache.get(`lookup:${name}:${ctx.language}`, load);
}

/** What a load answers that is not to be kept: `sharedLookupWhen` gives it to its own request only. */
const UNSHARED = Symbol('unshared');

/**
 * `sharedLookup` for a read whose answer is shared only when `keep` says it is surely the same for everyone
 * it would serve; any other answer serves the request that read it, and a request that waited on it reads its own.
 */
export async function sharedLookupWhen<T>(ctx: GatewayContext, name: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  let own: { value: T } | undefined;
  try {
    return await sharedLookup(ctx, name, async () => {
      const value = await load();
      if (keep(value)) return value;
      own = { value };
      throw UNSHARED;
    });
  } catch (error) {
    if (error !== UNSHARED) throw error;
    return own === undefined ? load() : own.value;
  }
}
