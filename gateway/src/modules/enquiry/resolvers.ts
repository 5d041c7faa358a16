import type { GatewayContext } from '../../context.ts';
import { resolveConnection, type Connection, type ConnectionArgs } from '../../relay/connection.ts';
import { fromGlobalId, toGlobalId } from '../../relay/globalId.ts';
import type { NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { enumValue, type AccountModel } from '../account/accountModel.ts';
import { asEmployee, CUSTOMER_RECORDS, readAsEmployee, requireEmployee } from '../auth/employeeGuard.ts';
import { toMeterModel, type MeterModel } from '../readings/models.ts';
import { searchAccounts, type UpstreamMeterDetails } from './api.ts';
import { enquiryLoaders } from './enquiryLoaders.ts';
import {
  SORT,
  toConnectionModel,
  toCriteria,
  toEnquiryAccountModel,
  type CustomerModel,
  type EnquiryAccountModel,
  type ServicePointModel,
} from './enquiryModel.ts';
import { answeredCustomer, customerLoader } from './customerLoader.ts';
import { readRows } from './rowReads.ts';
import { propertyLoader } from '../property/propertyLoader.ts';

/** A whole list already loaded, served as a Relay connection (paging slices it). */
function listConnection<T>(args: ConnectionArgs, items: readonly T[]): Promise<Connection<T>> {
  return resolveConnection(args, async (page, pageSize) => ({ total: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) }));
}

const enquirySearch: ResolverOf<'Query', 'enquirySearch'> = (_, args, ctx, info) =>
  // The filter is judged inside the read: a caller the guard refuses hears FORBIDDEN, never about the filter.
  readAsEmployee(ctx, CUSTOMER_RECORDS, () => {
    const criteria = toCriteria(args.filter);
    const sort = args.sort ? { Field: SORT[args.sort.field] ?? 'accountKey', Descending: args.sort.descending === true } : undefined;
    return resolveConnection(args, async (page, pageSize) => {
      const result = await searchAccounts(ctx.upstream, criteria, sort, page, pageSize);
      const loaders = enquiryLoaders(ctx);
      for (const item of result.items) loaders.accounts.prime(item.accountId, item);
      await readRows(ctx, info, result.items);
      return { total: result.total, items: result.items.map(toEnquiryAccountModel) };
    });
  });

async function loadCustomerOf(ctx: GatewayContext, account: AccountModel): Promise<CustomerModel> {
  let customerId = (account as Partial<EnquiryAccountModel>).customerId;
  if (customerId === undefined) {
    const loaded = await enquiryLoaders(ctx).accounts.load(account.accountId);
    if (loaded === null) throw new Error(`account ${account.accountId} was not found for an employee`);
    customerId = loaded.customerId;
  }
  const customer = await customerLoader(ctx).load(customerId);
  if (customer === null) throw new Error(`customer ${customerId} of account ${account.accountId} was not found`);
  return customer;
}

function customerOf(ctx: GatewayContext, account: AccountModel): CustomerModel | Promise<CustomerModel> {
  const customerId = (account as Partial<EnquiryAccountModel>).customerId;
  return customerId === undefined ? loadCustomerOf(ctx, account) : answeredCustomer(ctx, customerId, () => loadCustomerOf(ctx, account));
}

// Asked for every row of a search: decided at once after the search's own guard (`asEmployee`), and answered
// at once when the search has read the page's customers (`readRows`).
const accountCustomer: ResolverOf<'Account', 'customer'> = (account, _, ctx) => asEmployee(ctx, CUSTOMER_RECORDS, () => customerOf(ctx, account));

const enquiryMatches: ResolverOf<'Account', 'enquiryMatches'> = (account, _, ctx) =>
  asEmployee(ctx, CUSTOMER_RECORDS, () => (account as Partial<EnquiryAccountModel>).enquiryMatches ?? []);

const customerAccounts: ResolverOf<'Customer', 'accounts'> = async (customer, args, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const items = await enquiryLoaders(ctx).accountsOfCustomer.load(customer.customerId);
  return listConnection(args, items.map(toEnquiryAccountModel));
};

const customerAccount: ResolverOf<'Customer', 'account'> = async (customer, args, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const accountId = Number(fromGlobalId(args.id, 'Account'));
  const items = await enquiryLoaders(ctx).accountsOfCustomer.load(customer.customerId);
  const found = items.find((item) => item.accountId === accountId);
  return found ? toEnquiryAccountModel(found) : null;
};

const propertyConnections: ResolverOf<'Property', 'connections'> = async (property, args, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const items = await enquiryLoaders(ctx).connectionsOfProperty.load(property.propertyId);
  return listConnection(args, items.map(toConnectionModel));
};

const propertyAccounts: ResolverOf<'Property', 'accounts'> = async (property, args, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const items = await enquiryLoaders(ctx).accountsOfProperty.load(property.propertyId);
  return listConnection(args, items.map(toEnquiryAccountModel));
};

const connectionProperty: ResolverOf<'ServicePoint', 'property'> = async (connection, _, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const property = await propertyLoader(ctx).load(connection.propertyId);
  if (property === null) throw new Error(`property ${connection.propertyId} of connection ${connection.connectionId} was not found`);
  return property;
};

const connectionMeters: ResolverOf<'ServicePoint', 'meters'> = async (connection, args, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const details = enquiryLoaders(ctx).meterDetails;
  for (const meter of connection.meters) {
    details.prime(meter.meterId, {
      meterId: meter.meterId,
      accountId: meter.accountId,
      connectionId: connection.connectionId,
      condition: meter.condition,
      conversionFactor: meter.conversionFactor,
      warehouse: meter.warehouse,
    });
  }
  return listConnection(args, connection.meters.map(toMeterModel));
};

async function detailsOf(ctx: GatewayContext, meter: MeterModel): Promise<UpstreamMeterDetails | null> {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  return enquiryLoaders(ctx).meterDetails.load(meter.meterId);
}

const meterConnection: ResolverOf<'Meter', 'connection'> = async (meter, _, ctx) => {
  const details = await detailsOf(ctx, meter);
  if (details?.connectionId == null) return null;
  const connection = await enquiryLoaders(ctx).connections.load(details.connectionId);
  return connection === null ? null : toConnectionModel(connection);
};

const meterAccount: ResolverOf<'Meter', 'account'> = async (meter, _, ctx) => {
  await requireEmployee(ctx, CUSTOMER_RECORDS);
  const account = await enquiryLoaders(ctx).accounts.load(meter.accountId);
  if (account === null) throw new Error(`account ${meter.accountId} of meter ${meter.meterId} was not found`);
  return toEnquiryAccountModel(account);
};

export const enquiryResolvers: Resolvers = {
  Query: { enquirySearch },
  Account: { customer: accountCustomer, enquiryMatches },
  Customer: { id: (customer: CustomerModel) => toGlobalId('Customer', String(customer.customerId)), account: customerAccount, accounts: customerAccounts },
  Property: { connections: propertyConnections, accounts: propertyAccounts },
  ServicePoint: {
    id: (connection: ServicePointModel) => toGlobalId('ServicePoint', String(connection.connectionId)),
    property: connectionProperty,
    meters: connectionMeters,
  },
  Meter: {
    connection: meterConnection,
    condition: async (meter: MeterModel, _: NoArgs, ctx: GatewayContext) =>
      enumValue((await detailsOf(ctx, meter))?.condition ?? null, ['GOOD', 'FAIR', 'POOR', 'FAULTY']),
    conversionFactor: async (meter: MeterModel, _: NoArgs, ctx: GatewayContext) => (await detailsOf(ctx, meter))?.conversionFactor ?? null,
    warehouse: async (meter: MeterModel, _: NoArgs, ctx: GatewayContext) => (await detailsOf(ctx, meter))?.warehouse ?? null,
    account: meterAccount,
  },
};
