// The screens of the comparison with GraphQL Mesh, each as the portal's gateway serves it (the client's
// query) and as Mesh's generated schema needs it: the same upstream calls with the same bodies (those the
// gateway makes with its caches off), every field of each answer selected. Mesh cannot feed one call's
// answer into the next, so a screen whose calls need an id from an earlier answer takes Mesh two requests.
import type { GraphQLSchema } from 'graphql';
import { lastYear } from '../batching/upstreamCalls.ts';
import { SEARCH } from '../enquiry.ts';
import { DEMO_USERS, graphql, type Viewer } from '../support/graphql.ts';
import { expectOk, send } from '../support/http.ts';
import type { Operation } from '../support/operations.ts';
import { expectUpstreamSuccess, query, rootField } from './selection.ts';

const LANGUAGE = 'en';
/** The login page's texts, in the one `/Utility/GetMessages` call the gateway makes for them. */
const LOGIN_TEXT_IDS = [112, 52, 77, 78, 79, 39, 49, 55, 58, 59];
/** A name matching a few dozen accounts of the small demo data: a page of 50 with its customers and properties. */
const ENQUIRY_NAME = 'Georgiou';
const page = (size: number) => ({ PageSize: size, Page: 1, Total: 0 });

/** The utility API's POST reads the workloads call: Query fields of Mesh's schema (bench/mesh/composeChild.ts). */
export const MESH_READ_FIELDS = [
  'utilityGetOrganisationSettings',
  'utilityGetSettings',
  'utilityGetPortalWelcomeMessage',
  'utilityGetPortalLicenceAgreement',
  'utilityGetPortalLicenceAgreementHash',
  'utilityGetMessages',
  'accountGetProfileDetails',
  'accountGetItems',
  'accountGetItem',
  'accountGetBalance',
  'statementGetTransactions',
  'paymentGetItems',
  'billGetItems',
  'enquirySearch',
  'customerGetItems',
  'propertyGetItems',
];

export interface Workload {
  name: string;
  viewer: Viewer;
  /** What the portal's client sends. */
  portalRequest: string;
  /** What Mesh is sent. */
  meshRequests: string;
  /** One screen load through the portal's gateway, as `token`'s holder; resolves with the size of its data as JSON. */
  portal(gatewayUrl: string, token: string | undefined): Promise<number>;
  /** One screen load through Hive Gateway, with the viewer's upstream session cookie; resolves with the size of its data as JSON. */
  mesh(meshUrl: string, cookie: string | undefined): Promise<number>;
}

/** What a screen load's answers weigh: their `data` as JSON, the same measure on both sides. */
const size = (...data: unknown[]) => data.reduce<number>((sum, item) => sum + JSON.stringify(item).length, 0);

/** One request to Hive Gateway; throws on GraphQL errors and on any upstream answer that is not a success. */
async function meshRequest(meshUrl: string, cookie: string | undefined, text: string): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'accept-language': LANGUAGE };
  if (cookie) headers.cookie = cookie;
  const answer = expectOk(await send(`${meshUrl}/graphql`, { headers, json: { query: text } }), 'GraphQL Mesh request');
  const body = JSON.parse(answer.body) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL Mesh errors: ${body.errors?.map((error) => error.message).join('; ')}`);
  expectUpstreamSuccess(body.data);
  return body.data;
}

/** Texts that depend on an id from an earlier answer, generated once per id. */
function memo(build: (key: string) => string): (key: string) => string {
  const texts = new Map<string, string>();
  return (key) => texts.get(key) ?? (texts.set(key, build(key)).get(key) as string);
}

export function meshWorkloads(schema: GraphQLSchema, queries: readonly Operation[]): Workload[] {
  const text = (name: string) => {
    const operation = queries.find((entry) => entry.name === name);
    if (!operation) throw new Error(`no Relay artifact for ${name}`);
    return operation.text;
  };
  const field = (name: string, body?: Record<string, unknown>) => rootField(schema, name, body);
  const range = lastYear();

  const loginPortal = text('LoginScreenQuery');
  const loginMesh = query('MeshLoginPage', [
    field('utilityGetOrganisationSettings'),
    field('utilityGetSettings'),
    field('utilityGetPortalWelcomeMessage', { Value: LANGUAGE }),
    field('utilityGetPortalLicenceAgreement', { Value: LANGUAGE }),
    field('utilityGetPortalLicenceAgreementHash', { Value: LANGUAGE }),
    field('utilityGetAccountExampleImage'),
    field('utilityGetMessages', { Lang: LANGUAGE, TextIds: LOGIN_TEXT_IDS }),
  ]);

  const financialPortal = text('FinancialScreenQuery');
  const financialProfile = query('MeshFinancialProfile', [
    field('accountGetProfileDetails', { Username: DEMO_USERS.customer }),
    field('accountGetItems', { Options: page(1) }),
    field('utilityGetOrganisationSettings'),
    field('utilityGetSettings'),
  ]);
  const financialAccount = memo((id) => {
    const accountId = Number(id);
    return query('MeshFinancialAccount', [
      field('accountGetItem', { Value: accountId }),
      field('accountGetBalance', { Value: accountId }),
      field('statementGetTransactions', { AccountId: accountId, DateFrom: range.from, DateTo: range.to, Options: page(20) }),
      field('paymentGetItems', { AccountId: accountId, Options: page(10) }),
      field('billGetItems', { AccountId: accountId, Options: page(10) }),
    ]);
  });

  const searchMesh = query('MeshEnquirySearch', [field('enquirySearch', { Name: ENQUIRY_NAME, Options: page(50) })]);
  const searchDetails = memo((key) => {
    const { customers, properties } = JSON.parse(key) as { customers: number[]; properties: number[] };
    return query('MeshEnquiryDetails', [field('customerGetItems', { Ids: customers }), field('propertyGetItems', { Ids: properties })]);
  });
  const distinct = (values: unknown[]) => [...new Set(values.filter((value): value is number => typeof value === 'number'))];

  return [
    {
      name: 'login page (visitor)',
      viewer: 'visitor',
      portalRequest: 'LoginScreenQuery',
      meshRequests: '1 request: organisation settings, settings, welcome message, legal terms and their hash, account example image, 10 texts',
      portal: async (url) => size(await graphql(url, loginPortal)),
      mesh: async (url) => size(await meshRequest(url, undefined, loginMesh)),
    },
    {
      name: 'financial screen (customer: accounts, bills, statement, payments)',
      viewer: 'customer',
      portalRequest: 'FinancialScreenQuery (last year)',
      meshRequests: '2 requests: profile, accounts, settings; then the selected account, its balance, statement, payments and bills',
      portal: async (url, token) => size(await graphql(url, financialPortal, { token, variables: range })),
      mesh: async (url, cookie) => {
        const first = await meshRequest(url, cookie, financialProfile);
        const selected = (first.accountGetProfileDetails as { item?: { selectedAccount?: number | null } }).item?.selectedAccount;
        if (typeof selected !== 'number') throw new Error('GraphQL Mesh: the customer has no selected account');
        return size(first, await meshRequest(url, cookie, financialAccount(String(selected))));
      },
    },
    {
      name: `employee enquiry search (name "${ENQUIRY_NAME}", first 50, with customer and property)`,
      viewer: 'employee',
      portalRequest: 'enquirySearch (bench/enquiry.ts)',
      meshRequests: '2 requests: the search; then its customers and properties by id',
      portal: async (url, token) => size(await graphql(url, SEARCH, { token, variables: { filter: { name: ENQUIRY_NAME }, first: 50 } })),
      mesh: async (url, cookie) => {
        const found = await meshRequest(url, cookie, searchMesh);
        const items = (found.enquirySearch as { items?: Array<{ customerId?: unknown; propertyId?: unknown }> }).items ?? [];
        const ids = { customers: distinct(items.map((item) => item.customerId)), properties: distinct(items.map((item) => item.propertyId)) };
        return size(found, await meshRequest(url, cookie, searchDetails(JSON.stringify(ids))));
      },
    },
  ];
}
