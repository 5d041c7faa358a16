import { sharedLookup } from '../../cache/sharedLookups.ts';
import type { GatewayContext } from '../../context.ts';
import { badUserInputError } from '../../errors.ts';
import { resolveConnection } from '../../relay/connection.ts';
import { upstreamSort } from '../../relay/sort.ts';
import type { ElementSortField } from '../../__generated__/resolvers.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { EVERY_EMPLOYEE, NETWORK_ELEMENTS, readIfEmployeeMay, requireEmployee, type EmployeeFeature } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { getElementList, getEmployees, getStockItems, getWarehouses, type UpstreamElement, type UpstreamStockItem, type UpstreamWarehouse } from './api.ts';
import { elementLoader, elementTypesOf, loadStation } from './elementLoader.ts';

/** An element as the schema sees it: the upstream item and its global id. */
export interface ElementModel extends UpstreamElement {
  __typename: 'Element';
  id: string;
}

export const toElementModel = (element: UpstreamElement): ElementModel => ({
  ...element,
  __typename: 'Element',
  id: toGlobalId('Element', String(element.elementId)),
});

/** The upstream id of an `Element` global id; a BAD_USER_INPUT error for any other id. */
export function elementIdOf(id: string, argument = 'elementId'): number {
  const key = Number(fromGlobalId(id, 'Element'));
  if (!Number.isSafeInteger(key) || key <= 0) throw badUserInputError(`\`${argument}\` is not an element id.`);
  return key;
}

/** Field staff and store items are for maintenance job cards, requisitions and schedules (`002 §2`). */
const MAINTENANCE_STAFF = 'omApplications' as const;

/** `EmployeeArea` values and the profile flags that open them (`000 §6`), by their `UserFeatures` names. */
const AREAS: Record<string, { feature: EmployeeFeature; flag: string }> = {
  APPLICATIONS: { feature: 'applications', flag: 'portalNewCs' },
  OM_APPLICATIONS: { feature: 'omApplications', flag: 'portalOm' },
  DISCONNECTIONS: { feature: 'disconnections', flag: 'portalDisconnections' },
  DEBT_MANAGEMENT: { feature: 'debtManagement', flag: 'portalDm' },
  ELEMENTS: { feature: 'elements', flag: 'elementProperties' },
  ASSETS: { feature: 'assets', flag: 'assetRegister' },
  LOGS: { feature: 'logs', flag: 'portalLogs' },
  SAMPLES: { feature: 'samples', flag: 'portalQuality' },
  CAPTURE_METER_READINGS: { feature: 'captureMeterReadings', flag: 'portalCaptureMeterReadings' },
  WEB_GIS: { feature: 'webGis', flag: 'portalGis' },
  GIS_ADMINISTRATION: { feature: 'gisAdministration', flag: 'portalGisAdmin' },
};

/** The upstream profile flag of an `EmployeeArea` value. */
function areaFlag(area: string): string {
  const known = AREAS[area];
  if (!known) throw new Error(`unknown employee area ${area}`);
  return known.flag;
}

/** The upstream `Sort` of each sort field. */
const ELEMENT_SORTS = { CODE: 'code', NAME: 'name', TYPE: 'type', STATION: 'station', TOWN: 'town', STATUS: 'status' } as const satisfies Record<ElementSortField, string>;

const elements: ResolverOf<'Query', 'elements'> = async (_, args, ctx) => {
  await requireEmployee(ctx, NETWORK_ELEMENTS);
  const filter = {
    ...(args.typeIds && args.typeIds.length > 0 ? { TypeIds: args.typeIds } : {}),
    ...(args.text?.trim() ? { Text: args.text.trim().slice(0, 100) } : {}),
    ...(args.stationId ? { StationId: elementIdOf(args.stationId, 'stationId') } : {}),
    ...upstreamSort(args.sort, ELEMENT_SORTS),
  };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getElementList(ctx.upstream, filter, page, pageSize);
    for (const item of result.items) elementLoader(ctx).prime(item.elementId, item);
    return { total: result.total, items: result.items.map(toElementModel) };
  });
};

const elementTypes: ResolverOf<'Query', 'elementTypes'> = async (_, __, ctx) => {
  await requireEmployee(ctx, NETWORK_ELEMENTS);
  return elementTypesOf(ctx);
};

/** Every employee chooses their warehouses among these (preferences, `002 §3`). */
const warehouses: ResolverOf<'Query', 'warehouses'> = async (_, args, ctx) => {
  await requireEmployee(ctx, EVERY_EMPLOYEE);
  return warehousesOf(ctx, args.kind === 'STORES' ? 'stores' : args.kind === 'METERS' ? 'meters' : undefined);
};

/** The warehouses (of a kind), the same for every employee (`cache/sharedLookups.ts`): the caller checks the viewer first. */
export function warehousesOf(ctx: GatewayContext, kind?: UpstreamWarehouse['kind']): Promise<UpstreamWarehouse[]> {
  return sharedLookup(ctx, `warehouse:${kind ?? 'all'}`, () => getWarehouses(ctx.upstream, kind));
}

/** The same for every employee of the maintenance area (`cache/sharedLookups.ts`), as the queue's employees are. */
const fieldEmployees: ResolverOf<'Query', 'fieldEmployees'> = async (
  _,
  args,
  ctx,
) => {
  await requireEmployee(ctx, MAINTENANCE_STAFF);
  const flag = args.area ? areaFlag(args.area) : undefined;
  const fieldWorkersOnly = args.fieldWorkersOnly === true;
  return sharedLookup(ctx, `employees:${flag ?? 'any'}:${fieldWorkersOnly}`, () => getEmployees(ctx.upstream, flag, fieldWorkersOnly));
};

const stockItems: ResolverOf<'Query', 'stockItems'> = async (_, args, ctx) => {
  await requireEmployee(ctx, MAINTENANCE_STAFF);
  const filter = {
    ...(args.text?.trim() ? { Text: args.text.trim().slice(0, 100) } : {}),
    ...(args.warehouseId ? { WarehouseId: args.warehouseId } : {}),
  };
  return resolveConnection(args, (page, pageSize) => getStockItems(ctx.upstream, filter, page, pageSize));
};

async function station(element: ElementModel, _: NoArgs, ctx: GatewayContext): Promise<ElementModel | null> {
  if (element.stationId === null) return null;
  const loaded = await loadStation(ctx, element.stationId);
  return loaded === null ? null : toElementModel(loaded);
}

/** Elements by global id: employees of the areas that work on elements; null for anyone else and unknown ids. */
export const elementNode: NodeType = {
  type: 'Element',
  async load(ctx, key) {
    const id = Number(key);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const element = await readIfEmployeeMay(ctx, NETWORK_ELEMENTS, () => elementLoader(ctx).load(id));
    return element === null ? null : toElementModel(element);
  },
};

export const fieldBaseResolvers: Resolvers = {
  Query: { elements, elementTypes, warehouses, fieldEmployees, stockItems },
  Element: {
    type: (element: ElementModel) => ({ typeId: element.typeId, code: element.typeCode, name: element.typeName, isStation: element.stationId === null }),
    station,
    status: (element: ElementModel) => (element.status === 'inactive' ? 'INACTIVE' : 'ACTIVE'),
  },
  StockItem: {
    category: (item: UpstreamStockItem) => item.category.toUpperCase() as Uppercase<UpstreamStockItem['category']>,
    unit: (item: UpstreamStockItem) => item.unit.toUpperCase() as Uppercase<UpstreamStockItem['unit']>,
  },
  Warehouse: { kind: (warehouse: UpstreamWarehouse) => (warehouse.kind === 'meters' ? 'METERS' : 'STORES') },
};
