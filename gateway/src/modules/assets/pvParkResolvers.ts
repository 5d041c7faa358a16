import type { GatewayContext } from '../../context.ts';
import { resolveConnection } from '../../relay/connection.ts';
import type { PvParkSortField, PvParkStatus, ResolversParentTypes } from '../../__generated__/resolvers.ts';
import { upstreamSort } from '../../relay/sort.ts';
import type { NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { orNullIfNotFound } from '../../upstream/UpstreamError.ts';
import { userError, type UserError } from '../../userErrors.ts';
import { requireEmployee } from '../auth/employeeGuard.ts';
import { getElementList } from '../fieldBase/api.ts';
import { toElementModel, type ElementModel } from '../fieldBase/resolvers.ts';
import { employeeNode } from '../node/employeeNode.ts';
import { deletePvPark, getPvParkList, savePvPark } from './api.ts';
import { VOLTAGES, fromEnum, refusedErrors, toEnum, toPvParkModel, upstreamId, voltageOf, type PvParkModel } from './models.ts';
import { assetText } from './texts.ts';
import { elementLoader } from '../fieldBase/elementLoader.ts';
import { pvParkLoader } from './loaders.ts';

/** The directory belongs to the elements area (`000 §6` elementProperties). */
const FEATURE = 'elements';

/** The upstream `Sort` of each sort field. */
const SORTS: Record<PvParkSortField, string> = {
  NAME: 'name',
  OPERATOR: 'operator',
  CAPACITY: 'capacity',
  VOLTAGE: 'voltage',
  TOWN: 'town',
  STATUS: 'status',
  COMMISSIONED_ON: 'commissionedOn',
};

const pvParks: ResolverOf<'Query', 'pvParks'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const filter = {
    ...(args.text?.trim() ? { Text: args.text.trim().slice(0, 100) } : {}),
    ...(args.status ? { Status: fromEnum(args.status) } : {}),
    ...upstreamSort(args.sort, SORTS),
  };
  return resolveConnection(args, async (page, pageSize) => {
    const result = await getPvParkList(ctx.upstream, filter, page, pageSize);
    for (const park of result.items) pvParkLoader(ctx).prime(park.parkId, park);
    return { total: result.total, items: result.items.map(toPvParkModel) };
  });
};

const pvPark: ResolverOf<'Query', 'pvPark'> = async (_, args, ctx) => {
  await requireEmployee(ctx, FEATURE);
  if (!Number.isSafeInteger(args.parkId) || args.parkId <= 0) return null;
  const found = await pvParkLoader(ctx).load(args.parkId);
  return found ? toPvParkModel(found) : null;
};

async function element(park: PvParkModel, _: NoArgs, ctx: GatewayContext): Promise<ElementModel | null> {
  if (park.elementId === null) return null;
  const found = await elementLoader(ctx).load(park.elementId);
  return found ? toElementModel(found) : null;
}

/** The id of the element with exactly this code (case-insensitive), or undefined. */
async function elementOfCode(ctx: GatewayContext, code: string): Promise<number | undefined> {
  const { items } = await getElementList(ctx.upstream, { Text: code }, 1, 100);
  return items.find((item) => item.code.toLowerCase() === code.toLowerCase())?.elementId;
}

const savePvParkMutation: ResolverOf<'Mutation', 'savePvPark'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const refused = (userErrors: UserError[]): ResolversParentTypes['SavePvParkPayload'] => ({ pvPark: null, userErrors });
  const parkId = input.parkId ? upstreamId(input.parkId, 'PvPark') : null;
  if (parkId === undefined) return refused([userError('NOT_FOUND', assetText('notFound', ctx.language), 'parkId')]);
  const code = input.elementCode?.trim() ?? '';
  const elementId = code === '' ? null : await elementOfCode(ctx, code);
  if (elementId === undefined) return refused([userError('INVALID_INPUT', assetText('unknownElementCode', ctx.language), 'elementCode')]);
  const outcome = await savePvPark(ctx.upstream, {
    ParkId: parkId,
    Name: input.name,
    LicenceNumber: input.licenceNumber,
    Operator: input.operator,
    InstalledCapacityKwp: input.installedCapacityKwp,
    ExportCapacityKw: input.exportCapacityKw,
    ConnectionVoltage: voltageOf(input.connectionVoltage) ?? input.connectionVoltage,
    ElementId: elementId,
    Town: input.town,
    Latitude: input.latitude ?? null,
    Longitude: input.longitude ?? null,
    CommissionedOn: input.commissionedOn ?? null,
    Status: fromEnum(input.status),
    ContactPhone: input.contactPhone ?? null,
    ContactEmail: input.contactEmail ?? null,
  });
  if ('refused' in outcome) return refused(refusedErrors(outcome.refused, { ElementId: 'elementCode' }));
  pvParkLoader(ctx).clear(outcome.ok.item.parkId).prime(outcome.ok.item.parkId, outcome.ok.item);
  return { pvPark: toPvParkModel(outcome.ok.item), userErrors: [] };
};

const deletePvParkMutation: ResolverOf<'Mutation', 'deletePvPark'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, FEATURE);
  const parkId = upstreamId(input.parkId, 'PvPark');
  const deleted = parkId === undefined ? null : await orNullIfNotFound(() => deletePvPark(ctx.upstream, parkId).then(() => true));
  if (!deleted) return { deletedParkId: null, userErrors: [userError('NOT_FOUND', assetText('notFound', ctx.language), 'parkId')] };
  return { deletedParkId: input.parkId, userErrors: [] };
};

/** Parks by global id: employees with the elements area; null for anyone else. */
export const pvParkNode = employeeNode('PvPark', FEATURE, (ctx, id) => pvParkLoader(ctx).load(id), toPvParkModel);

export const pvParkResolvers: Resolvers = {
  Query: { pvParks, pvPark },
  PvPark: {
    connectionVoltage: (park: PvParkModel) => VOLTAGES[park.connectionVoltage],
    status: (park: PvParkModel) => toEnum(park.status) as PvParkStatus,
    element,
  },
  Mutation: { savePvPark: savePvParkMutation, deletePvPark: deletePvParkMutation },
};
