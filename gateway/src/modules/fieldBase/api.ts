import type { UpstreamPage } from '../../relay/connection.ts';
import type { UpstreamClient } from '../../upstream/client.ts';

/** An element of `/Element/GetList` and `/Element/GetItems` (`utility-api/README.md`, Field work). */
export interface UpstreamElement {
  elementId: number;
  code: string;
  name: string;
  typeId: number;
  typeCode: string;
  typeName: string;
  stationId: number | null;
  town: string;
  latitude: number;
  longitude: number;
  status: 'active' | 'inactive';
  installedOn: string;
}

export interface UpstreamElementType {
  typeId: number;
  code: string;
  name: string;
  isStation: boolean;
}

export interface UpstreamWarehouse {
  warehouseId: number;
  code: string;
  name: string;
  kind: 'stores' | 'meters';
}

export interface UpstreamEmployee {
  employeeId: number;
  name: string;
  email: string | null;
  isFieldWorker: boolean;
}

export interface ElementFilter {
  TypeIds?: readonly number[];
  Text?: string;
  StationId?: number;
}

export async function getElementList(
  upstream: UpstreamClient,
  filter: ElementFilter,
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamElement>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamElement>>('/Element/GetList', {
    ...filter,
    Options: { Page: page, PageSize: pageSize },
  });
  return { total, items };
}

export async function getElements(upstream: UpstreamClient, ids: readonly number[]): Promise<UpstreamElement[]> {
  return (await upstream.read<{ items: UpstreamElement[] }>('/Element/GetItems', { Ids: ids })).items;
}

export async function getElementTypes(upstream: UpstreamClient): Promise<UpstreamElementType[]> {
  return (await upstream.read<{ items: UpstreamElementType[] }>('/Element/GetTypes')).items;
}

export async function getWarehouses(upstream: UpstreamClient, kind?: UpstreamWarehouse['kind']): Promise<UpstreamWarehouse[]> {
  return (await upstream.read<{ items: UpstreamWarehouse[] }>('/Warehouse/GetList', kind === undefined ? {} : { Kind: kind })).items;
}

/** Active employees (one page of up to 100), with the profile flag when one is named, field workers only when asked. */
export async function getEmployees(
  upstream: UpstreamClient,
  flag: string | undefined,
  fieldWorkersOnly: boolean,
): Promise<UpstreamEmployee[]> {
  const body = { Options: { Page: 1, PageSize: 100 }, FieldWorkersOnly: fieldWorkersOnly, ...(flag === undefined ? {} : { Flag: flag }) };
  return (await upstream.read<{ items: UpstreamEmployee[] }>('/Employee/GetItems', body)).items;
}

export interface UpstreamStockItem {
  stockItemId: number;
  code: string;
  name: string;
  category: 'pipes' | 'fittings' | 'valves' | 'meters' | 'chemicals' | 'tools';
  unit: 'pcs' | 'm' | 'kg' | 'l';
  quantityOnHand: number | null;
}

export async function getStockItems(
  upstream: UpstreamClient,
  filter: { Text?: string; WarehouseId?: number },
  page: number,
  pageSize: number,
): Promise<UpstreamPage<UpstreamStockItem>> {
  const { total, items } = await upstream.read<UpstreamPage<UpstreamStockItem>>('/StockItem/GetList', {
    ...filter,
    Options: { Page: page, PageSize: pageSize },
  });
  return { total, items };
}

/** Materials by id in the order asked, with the quantity in `warehouseId` when given (for the lists that refer to them). */
export async function getStockItemsByIds(upstream: UpstreamClient, ids: readonly number[], warehouseId?: number): Promise<UpstreamStockItem[]> {
  const body = { Ids: ids, ...(warehouseId === undefined ? {} : { WarehouseId: warehouseId }) };
  return (await upstream.read<{ items: UpstreamStockItem[] }>('/StockItem/GetList', body)).items;
}
