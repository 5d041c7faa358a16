import type DataLoader from 'dataloader';
import type { TtlCache } from './cache/ttlCache.ts';
import { createAccountLoader } from './modules/account/accountLoader.ts';
import { createBillingLoaders, type BillingLoaders } from './modules/billing/billingLoaders.ts';
import { createBillInsightLoaders, type BillInsightLoaders } from './modules/billInsight/billInsightLoaders.ts';
import { createAccountFinanceLoaders, type AccountFinanceLoaders } from './modules/accountFinance/loaders.ts';
import type { UpstreamApplication } from './modules/applications/api.ts';
import { createApplicationLoader } from './modules/applications/applicationLoader.ts';
import type { UpstreamAccount } from './modules/account/api.ts';
import type { UpstreamProfile } from './modules/auth/api.ts';
import { createProfileLoader, type ProfileSharing } from './modules/auth/profileLoader.ts';
import { createTextLoader } from './modules/texts/textLoader.ts';
import type { UpstreamProperty } from './modules/property/api.ts';
import { createPropertyLoader } from './modules/property/propertyLoader.ts';
import type { UpstreamEmail } from './modules/emails/api.ts';
import { createEmailLoader } from './modules/emails/emailLoader.ts';
import { createMeterLoader, type LoadedMeter } from './modules/readings/meterLoader.ts';
import type { UpstreamCustomer } from './modules/enquiry/api.ts';
import { createCustomerLoader } from './modules/enquiry/customerLoader.ts';
import type { UpstreamElement } from './modules/fieldBase/api.ts';
import { createElementLoader } from './modules/fieldBase/elementLoader.ts';
import type { UpstreamAsset, UpstreamPvPark } from './modules/assets/api.ts';
import { createAssetLoader, createPvParkLoader } from './modules/assets/loaders.ts';
import type { LanguageCode } from './request/language.ts';
import type { UpstreamDisconnection } from './modules/disconnections/api.ts';
import { createDisconnectionLoader } from './modules/disconnections/loader.ts';
import { createDebtManagementLoaders, type DebtManagementLoaders } from './modules/debtManagement/loaders.ts';
import type { UpstreamClient } from './upstream/client.ts';

/** The DataLoaders of one request, bound to its viewer's upstream client and language (docs/architecture.md §3). */
export interface Loaders {
  texts: DataLoader<number, string | null>;
  profiles: DataLoader<string, UpstreamProfile>;
  accounts: DataLoader<number, UpstreamAccount | null>;
  billing: BillingLoaders;
  /** Bill charges and open periods (bill comparison and forecast). */
  billInsight: BillInsightLoaders;
  /** Debt cases and payment agreements by id, employees only (account tabs). */
  accountFinance: AccountFinanceLoaders;
  applications: DataLoader<number, UpstreamApplication | null>;
  properties: DataLoader<number, UpstreamProperty | null>;
  emails: DataLoader<number, UpstreamEmail | null>;
  meters: DataLoader<number, LoadedMeter | null>;
  /** Customers by upstream id, employees only (enquiries, work queues). */
  customers: DataLoader<number, UpstreamCustomer | null>;
  /** Disconnection orders by upstream id, employees with the disconnections flag. */
  disconnections: DataLoader<number, UpstreamDisconnection | null>;
  /** Debt cases with account and customer, agreement details, banks (debt management flag). */
  debtManagement: DebtManagementLoaders;
  /** Network elements by upstream id, employees only (job cards, logs, samples, assets, the map). */
  elements: DataLoader<number, UpstreamElement | null>;
  /** Assets by upstream id, employees with the asset register only. */
  assets: DataLoader<number, UpstreamAsset | null>;
  /** Photovoltaic parks by upstream id, employees with the elements area only. */
  pvParks: DataLoader<number, UpstreamPvPark | null>;
}

/**
 * `sharedCache` holds what is the same for every viewer (texts by id), so it may outlive the request;
 * `profileSharing` shares the viewer's profile with the session's other requests for a few seconds.
 */
export function createLoaders(
  upstream: UpstreamClient,
  language: LanguageCode,
  sharedCache: TtlCache,
  profileSharing?: ProfileSharing,
): Loaders {
  return {
    texts: createTextLoader(upstream, language, sharedCache),
    profiles: createProfileLoader(upstream, profileSharing),
    accounts: createAccountLoader(upstream),
    billing: createBillingLoaders(upstream),
    billInsight: createBillInsightLoaders(upstream),
    accountFinance: createAccountFinanceLoaders(upstream),
    applications: createApplicationLoader(upstream),
    properties: createPropertyLoader(upstream),
    emails: createEmailLoader(upstream),
    meters: createMeterLoader(upstream),
    customers: createCustomerLoader(upstream),
    disconnections: createDisconnectionLoader(upstream),
    debtManagement: createDebtManagementLoaders(upstream),
    elements: createElementLoader(upstream),
    assets: createAssetLoader(upstream),
    pvParks: createPvParkLoader(upstream),
  };
}
