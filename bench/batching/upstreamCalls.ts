import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toGlobalId } from '../../gateway/src/relay/globalId.ts';
import type { CountingProxy } from '../../gateway/src/testing/countingProxy.ts';
import { graphql, tokenFor, type Viewer } from '../support/graphql.ts';
import type { Operation } from '../support/operations.ts';

const baselineFile = join(import.meta.dirname, '..', 'baseline.json');

/** Who sends each route query in the portal (`000 §2`): the shell for everyone, screens behind their access rules. */
const VIEWERS: readonly Viewer[] = ['visitor', 'customer', 'employee'];

export interface UpstreamCount {
  operation: string;
  viewer: Viewer;
  /** Upstream calls one execution made, settings cache off (every call the operation needs). */
  calls: number;
  /** The paths called, in order, for the reviewer to read. */
  paths: string[];
  baseline: number | undefined;
  /** More calls than the committed baseline, or no baseline at all: the bench fails. */
  regressed: boolean;
  /** Not sent: the query needs variables this bench has no sample for (add one to SAMPLE_VARIABLES). */
  skipped?: string | undefined;
  /** The GraphQL errors the viewer got (an employee screen asked by a customer or a visitor is refused). */
  refused?: string | undefined;
}

/** The operation's variables that are required (`$name: Type!` without a default). */
export function requiredVariables(text: string): string[] {
  const definitions = /^\s*(?:query|mutation|subscription)\s+\w*\s*\(([^)]*)\)/m.exec(text)?.[1] ?? '';
  return [...definitions.matchAll(/\$(\w+)\s*:\s*[\w[\]!]*!\s*(?=,|\$|@|$)/g)].map((match) => match[1] as string);
}

/**
 * A route query's sample variables, and the required variables it has no sample for (the query is then not
 * sent: a new screen's query is reported, not guessed at). Steps 2, 10 and the CPU step share it.
 */
export function sampleOf(query: { name: string; text: string }): { variables: Record<string, unknown>; missing: string[] } {
  const variables = SAMPLE_VARIABLES[query.name]?.() ?? {};
  return { variables, missing: requiredVariables(query.text).filter((name) => !(name in variables)) };
}

/** The last year, as the screens' date ranges (statement, e-mails) open. */
export const lastYear = (): { from: string; to: string } => {
  const to = new Date();
  const from = new Date(to.getTime() - 365 * 24 * 60 * 60 * 1000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
};

/**
 * Route queries with required arguments, with what their screens send for the demo customer: the
 * default statement and e-mail ranges, her first application, her first e-mail (`Email:1`).
 */
export const SAMPLE_VARIABLES: Readonly<Record<string, () => Record<string, unknown>>> = {
  FinancialScreenQuery: lastYear,
  EmailsScreenQuery: lastYear,
  EmailScreenQuery: () => ({ id: toGlobalId('Email', '1') }),
  ApplicationScreenQuery: () => ({ portalApplicationId: 1 }),
  // The application's documents, read apart from it by the same screen (a failed list stays in its panel).
  ApplicationAttachmentsPanelQuery: () => ({ portalApplicationId: 1 }),
  FamilyDocumentsPanelQuery: () => ({ portalApplicationId: 1 }),
  // The pickers that search (components/Combobox.tsx) as they open, before anything is typed: a page of matches.
  SamplingPointPickerQuery: () => ({ text: '', first: 20 }),
  StationPickerQuery: () => ({ text: '', first: 20 }),
  // Result screens of links nobody in the demo holds: the lookups themselves are what is counted.
  EvaluationResultScreenQuery: () => ({ accessKey: 'bench-unknown-key' }),
  PaymentResultScreenQuery: () => ({ paymentId: 'bench-unknown-payment' }),
  // Employee screens, on the demo customer's rows (customer, account, property, meter and connection 1).
  EnquirySearchScreenQuery: () => ({ filter: { serialNumber: '85-497546' }, hasFilter: true }),
  CustomerScreenQuery: () => ({ customerId: toGlobalId('Customer', '1'), accountId: toGlobalId('Account', '1') }),
  openFirstAccountQuery: () => ({ customerId: toGlobalId('Customer', '1') }),
  PropertyScreenQuery: () => ({ propertyId: toGlobalId('Property', '1') }),
  MeterScreenQuery: () => ({ meterId: toGlobalId('Meter', '1') }),
  ConnectionScreenQuery: () => ({ connectionId: toGlobalId('ServicePoint', '1') }),
  StatementsTabQuery: () => ({ accountId: toGlobalId('Account', '1') }),
  TransactionsTabQuery: () => ({ accountId: toGlobalId('Account', '1'), ...lastYear() }),
  DepositsTabQuery: () => ({ accountId: toGlobalId('Account', '1') }),
  DebtCasesTabQuery: () => ({ accountId: toGlobalId('Account', '1') }),
  AgreementsTabQuery: () => ({ accountId: toGlobalId('Account', '1') }),
  ReadingsTabQuery: () => ({ accountId: toGlobalId('Account', '1') }),
  ApplicationsTabQuery: () => ({ customerId: toGlobalId('Customer', '1') }),
  MessagesTabQuery: () => ({ customerId: toGlobalId('Customer', '1') }),
  // List screens at the default page size (client/src/lib/paging.ts).
  WorkQueueScreenQuery: () => ({ kind: 'CUSTOMER_SERVICE', count: 25 }),
  DebtCasesScreenQuery: () => ({ count: 25 }),
  DisconnectionsScreenQuery: () => ({ count: 25 }),
  SamplesScreenQuery: () => ({ count: 25 }),
  StoreRequisitionsScreenQuery: () => ({ count: 25 }),
  QueueApplicationScreenQuery: () => ({ portalApplicationId: 1, kind: 'CUSTOMER_SERVICE' }),
  // Field work and GIS (#9), on the first seeded row of each area (seed 1); list screens at their page size.
  CaptureScreenQuery: () => ({ book: 'B103', walk: 6 }),
  DisconnectionScreenQuery: () => ({ id: toGlobalId('Disconnection', '1') }),
  DebtCaseScreenQuery: () => ({ id: toGlobalId('DebtCase', '1') }),
  AssetsScreenQuery: () => ({ count: 25 }),
  AssetScreenQuery: () => ({ assetId: 1 }),
  ElementsScreenQuery: () => ({ count: 25 }),
  ElementScreenQuery: () => ({ elementId: 1, withAssets: true }),
  PvParksScreenQuery: () => ({ count: 25 }),
  PvParkScreenQuery: () => ({ parkId: 1 }),
  // The job cards tab, which the screen opens on: only the open tab's list is read.
  MaintenanceScreenQuery: () => ({ noStation: true, jobCardCount: 25, investigationCount: 25, problemLogCount: 25, jobCardsOpen: true, investigationsOpen: false, problemLogsOpen: false }),
  JobCardScreenQuery: () => ({ jobCardId: 1 }),
  NewJobCardScreenQuery: () => ({ origin: toGlobalId('Application', '1'), hasOrigin: false }),
  InvestigationScreenQuery: () => ({ investigationId: 1 }),
  ProblemLogScreenQuery: () => ({ problemLogId: 1 }),
  LogsScreenQuery: () => ({ stationId: toGlobalId('Element', '1'), withStation: true }),
  SampleScreenQuery: () => ({ id: toGlobalId('Sample', '1') }),
  StoreRequisitionScreenQuery: () => ({ id: toGlobalId('StoreRequisition', '1'), existing: true }),
  WebGisScreenQuery: () => ({ find: toGlobalId('Meter', '1'), hasFind: true }),
  // The map's viewport query for a view of Nicosia (33.35–33.38 E, 35.15–35.18 N, about 3 × 3 km) on a map of
  // 640 × 640 px, all four layers, as the web map sends it (client/src/routes/gis/mapCells.ts cellArea): cells
  // of the utility's kept grid of 2^-7°, 5 × 5 of them over the view widened to the grid's lines.
  useMapFeaturesQuery: () => ({ bbox: [33.34375, 35.1484375, 33.3828125, 35.1875], view: [33.35, 35.15, 33.38, 35.18], columns: 5, rows: 5 }),
  mapServerImagesQuery: () => ({ layer: 'BACKGROUND', bbox: [33.35, 35.15, 33.38, 35.18], width: 800, height: 600 }),
};

/** `bench/baseline.json`: operation → viewer → most upstream calls allowed. */
export type Baseline = Record<string, Partial<Record<Viewer, number>>>;

export function readBaseline(): Baseline {
  return JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline;
}

/**
 * Benchmark 2: every route query, as each kind of viewer, through a gateway whose upstream is the
 * counting proxy. The gateway runs with the settings cache off, so the count is what batching alone
 * achieves, not what a warm cache hides.
 */
export async function countUpstreamCalls(
  gatewayUrl: string,
  proxy: CountingProxy,
  queries: Operation[],
  baseline: Baseline,
): Promise<UpstreamCount[]> {
  const tokens = new Map<Viewer, string | undefined>();
  for (const viewer of VIEWERS) tokens.set(viewer, await tokenFor(gatewayUrl, viewer));
  const counts: UpstreamCount[] = [];
  let settling: Promise<unknown> | undefined;
  for (const query of queries) {
    const { variables, missing } = sampleOf(query);
    if (missing.length > 0) {
      // A new screen's query: reported, not guessed at, and not failing every other figure of the run.
      const skipped = `needs ${missing.map((name) => `$${name}`).join(', ')}: no sample in bench/batching/upstreamCalls.ts`;
      console.warn(`${query.name}: ${skipped}`);
      counts.push({ operation: query.name, viewer: 'employee', calls: 0, paths: [], baseline: baseline[query.name]?.employee, regressed: false, skipped });
      continue;
    }
    for (const viewer of VIEWERS) {
      if (settling) await settling;
      proxy.reset();
      // A refusal is an answer too: its upstream calls count (an authorization check must stay cheap).
      const refused = await graphql(gatewayUrl, query.text, { token: tokens.get(viewer), variables }).then(
        () => undefined,
        (error: Error) => error.message,
      );
      // A refusal of a non-null root field answers before its sibling fields finish: let their upstream
      // calls land before the next count starts, or they are charged to the next viewer.
      settling = refused === undefined ? undefined : new Promise((resolve) => setTimeout(resolve, 300));
      const paths = proxy.calls();
      const allowed = baseline[query.name]?.[viewer];
      counts.push({
        operation: query.name,
        viewer,
        calls: paths.length,
        paths,
        baseline: allowed,
        // The demo employee has every flag: a screen query refused to them is broken, not cheap.
        regressed: allowed === undefined || paths.length > allowed || (viewer === 'employee' && refused !== undefined),
        refused,
      });
    }
  }
  return counts;
}
