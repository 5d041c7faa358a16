import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamBody, UpstreamItem } from '../../upstream/upstreamPaths.ts';

/** An element of `/Element/GetList` and `/Element/GetItems` (`utility-api/README.md`, Field work). */
export type UpstreamElement = UpstreamItem<'/Element/GetItems'>;

export type UpstreamElementType = UpstreamItem<'/Element/GetTypes'>;

export type UpstreamWarehouse = UpstreamItem<'/Warehouse/GetList'>;

export type UpstreamEmployee = UpstreamItem<'/Employee/GetItems'>;

export type ElementFilter = Omit<UpstreamBody<'/Element/GetList'>, 'Options'>;

export async function getElementList(
  upstream: UpstreamClient,
  filter: ElementFilter,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamElement>> {
  const { total, items } = await upstream.read('/Element/GetList', {
    ...filter,
    Options: { Page: page, PageSize: pageSize },
  });
  return { total, items };
}

export async function getElements(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamElement[]> {
  return (await upstream.read('/Element/GetItems', { Ids: ids })).items;
}

export async function getElementTypes(upstream: UpstreamClient): Promise<UpstreamElementType[]> {
  return (await upstream.read('/Element/GetTypes')).items;
}

export async function getWarehouses(upstream: UpstreamClient, kind?: UpstreamWarehouse['kind']): Promise<UpstreamWarehouse[]> {
  return (await upstream.read('/Warehouse/GetList', kind === undefined ? {} : { Kind: kind })).items;
}

type EmployeesBody = UpstreamBody<'/Employee/GetItems'>;

/** Active employees (one page of up to 100), with the profile flag when one is named, field workers only when asked. */
export async function getEmployees(
  upstream: UpstreamClient,
  flag: string | undefined,
  fieldWorkersOnly: boolean,
): Promise<UpstreamEmployee[]> {
  // `flag` is one of the profile flags the resolvers name by employee area (fieldBase/resolvers.ts).
  const body: EmployeesBody = { Options: { Page: 1, PageSize: 100 }, FieldWorkersOnly: fieldWorkersOnly, ...(flag === undefined ? {} : { Flag: flag as EmployeesBody['Flag'] }) };
  return (await upstream.read('/Employee/GetItems', body)).items;
}

export type UpstreamStockItem = UpstreamItem<'/StockItem/GetList'>;

export async function getStockItems(
  upstream: UpstreamClient,
  filter: { Text?: string; WarehouseId?: number },
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamStockItem>> {
  const { total, items } = await upstream.read('/StockItem/GetList', {
    ...filter,
    Options: { Page: page, PageSize: pageSize },
  });
  return { total, items };
}

