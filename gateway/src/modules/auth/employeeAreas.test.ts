import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthNumber } from '../../../../utility-api/src/routes/billing/billRules.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import { createSchema } from '../../schema/index.ts';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';
import { probeOf } from '../../testing/rootFieldProbe.ts';
import { EVERY_EMPLOYEE, NETWORK_ELEMENTS, type EmployeeAccess, type EmployeeFeature } from './employeeGuard.ts';

/** Who may call a root field: anyone, any signed-in user (the utility decides what is theirs), or employees of an area. */
type Access = 'anyone' | 'user' | EmployeeAccess;

const QUEUES: EmployeeAccess = ['applications', 'omApplications'];
const MAP_READERS: EmployeeAccess = ['webGis', 'gisAdministration'];

/**
 * Every root field of the schema and who may call it (docs/integrators.md, "Employee areas"). A new field
 * fails the first test until it is placed here, so no employee field is open to every employee by omission.
 */
const ROOT_FIELDS: Record<'query' | 'mutation', Record<string, Access>> = {
  query: {
    accountExampleImage: 'anyone', applicationFamilies: 'anyone', applicationFamily: 'anyone', cadastralPlot: 'anyone', issuedDocumentVerification: 'anyone', notificationUnsubscribe: 'anyone', contactLocations: 'anyone', customerEvaluation: 'anyone', ebillLookups: 'anyone', legalTerms: 'anyone',
    localizedFile: 'anyone', newCustomerWizard: 'anyone', node: 'anyone', nodes: 'anyone', organisation: 'anyone', paymentResult: 'anyone',
    privacyPolicy: 'anyone', settings: 'anyone', singleSignOn: 'anyone', texts: 'anyone', viewer: 'anyone', welcomeMessage: 'anyone',
    enquirySearch: 'enquiries',
    applicationTypes: QUEUES, queueEmployees: QUEUES, workQueue: QUEUES,
    // Answers the queues the profile opens, none for other employees.
    workQueueSummaries: EVERY_EMPLOYEE,
    asset: 'assets', assets: 'assets',
    banks: 'debtManagement', debtManagementCases: 'debtManagement',
    disconnectionBatches: 'disconnections', disconnectionBillingGroups: 'disconnections', disconnections: 'disconnections',
    elementStations: NETWORK_ELEMENTS, elementTypes: NETWORK_ELEMENTS, elements: NETWORK_ELEMENTS, networkElement: NETWORK_ELEMENTS,
    pvPark: 'elements', pvParks: 'elements',
    fieldEmployees: 'omApplications', stockItems: 'omApplications', storeRequisitions: 'omApplications', scheduleWeek: 'omApplications',
    investigation: 'omApplications', investigations: 'omApplications', jobCard: 'omApplications', jobCards: 'omApplications',
    problemLog: 'omApplications', problemLogs: 'omApplications', maintenanceLookups: 'omApplications',
    logEntries: 'logs', logPoints: 'logs', logStations: 'logs', samples: 'samples', samplingPoints: 'samples',
    meterCaptureBooks: 'captureMeterReadings', meterCaptureCycle: 'captureMeterReadings', meterCaptureWalk: 'captureMeterReadings',
    meterCaptureWalks: 'captureMeterReadings',
    gisMapImage: MAP_READERS, gisMaps: MAP_READERS, gisSettings: MAP_READERS, gisUserSettings: MAP_READERS, locate: MAP_READERS, mapFeatures: MAP_READERS,
    warehouses: EVERY_EMPLOYEE,
  },
  mutation: {
    activateAccount: 'anyone', login: 'anyone', logout: 'anyone', lookupEbillProperty: 'anyone', registerEbill: 'anyone', registerProfile: 'anyone',
    requestLoginCode: 'anyone', requestPasswordReset: 'anyone', resendActivationCode: 'anyone', resetPassword: 'anyone', sendSupportMessage: 'anyone',
    setLanguage: 'anyone', startOtpSession: 'anyone', startPayment: 'anyone', startVisitorApplication: 'anyone', openVisitorApplication: 'anyone', submitCustomerEvaluation: 'anyone', submitNewCustomerApplication: 'anyone',
    unsubscribeEbill: 'anyone', validatePaymentAccount: 'anyone', verifyOtpSessionCode: 'anyone', confirmEmailChange: 'anyone',
    addApplicationMessage: 'user', editApplicationMessage: 'user', deleteApplicationMessage: 'user', openApplicationMessage: 'user',
    replaceApplicationAttachment: 'user', deleteApplicationAttachment: 'user', changePassword: 'user', completeEmailChange: 'user',
    completeMobileChange: 'user', requestEmailChange: 'user', requestMobileChange: 'user', importHalfHourConsumption: 'user', markEmailRead: 'user',
    selectAccount: 'user', sendContactMessage: 'user', submitMeterReading: 'user', saveFamilyApplication: 'user', submitFamilyApplication: 'user', copyFamilyApplication: 'user',
    decideFamilyApplication: 'applications', decideFamilyApplicationItem: 'applications',
    assignApplication: QUEUES, changeApplicationStatus: QUEUES,
    addDebtCaseAction: 'debtManagement', recordDebtPayment: 'debtManagement', savePaymentAgreement: 'debtManagement', writeOffDebtCase: 'debtManagement',
    recordDisconnection: 'disconnections', reconnectDisconnection: 'disconnections', setDisconnectionInvestigation: 'disconnections',
    saveAsset: 'assets', deleteAsset: 'assets', saveConditionAssessment: 'assets', deleteConditionAssessment: 'assets',
    saveElement: 'elements', savePvPark: 'elements', deletePvPark: 'elements',
    saveJobCard: 'omApplications', raiseJobCard: 'omApplications', changeJobCardStep: 'omApplications', closeJobCard: 'omApplications',
    addJobCardManpower: 'omApplications', addJobCardStoreItem: 'omApplications', addJobCardSupportService: 'omApplications',
    removeJobCardAllocation: 'omApplications', saveInvestigation: 'omApplications', saveProblemLog: 'omApplications',
    saveStoreRequisition: 'omApplications', changeStoreRequisitionStatus: 'omApplications', saveScheduleEntry: 'omApplications',
    deleteScheduleEntry: 'omApplications',
    saveLogEntries: 'logs', saveSample: 'samples',
    captureMeterReading: 'captureMeterReadings', uploadMeterCapturePhoto: 'captureMeterReadings', exportMeterCaptureWalk: 'captureMeterReadings',
    saveGisSettings: 'gisAdministration', saveGisMap: 'gisAdministration', saveGisMapLayers: 'gisAdministration', deleteGisMap: 'gisAdministration',
    saveGisUserSettings: MAP_READERS,
    savePreferences: EVERY_EMPLOYEE,
    startCustomerView: 'viewAsCustomer', endCustomerView: 'anyone',
    dismissConsumptionAlert: 'user', requestVisitForAlert: 'user', saveNotificationPreferences: 'user', unsubscribeNotifications: 'anyone',
  },
};

/** The demo field worker's areas (utility-api seed/demoUsers.ts FIELD_WORKER_FLAGS). */
const FIELD_WORKER: readonly EmployeeFeature[] = ['captureMeterReadings', 'webGis'];

const opensFor = (access: Access, features: readonly EmployeeFeature[]) =>
  access === EVERY_EMPLOYEE || (typeof access === 'string' ? features.includes(access as EmployeeFeature) : access.some((feature) => features.includes(feature)));
const isEmployeeAccess = (access: Access): access is EmployeeAccess => access !== 'anyone' && access !== 'user';

let harness: Harness;
let field: TestBrowser;
let staff: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  [field, staff] = await Promise.all([harness.signedIn(DEMO_LOGINS.field), harness.signedIn(DEMO_LOGINS.staff)]);
});
afterAll(() => harness.close());

describe('employee areas (000 §6): every field behind the flag of its area', () => {
  const schema = createSchema();
  const rootTypes = { query: schema.getQueryType(), mutation: schema.getMutationType() };

  it('places every root field in the table', () => {
    for (const [operation, type] of Object.entries(rootTypes)) {
      expect(Object.keys(type?.getFields() ?? {}).sort(), operation).toEqual(Object.keys(ROOT_FIELDS[operation as 'query' | 'mutation']).sort());
    }
  });

  it('refuses the field worker every employee field outside capture and the web map, before asking the utility', async () => {
    const answered: string[] = [];
    for (const operation of ['query', 'mutation'] as const) {
      for (const [name, access] of Object.entries(ROOT_FIELDS[operation])) {
        if (!isEmployeeAccess(access) || opensFor(access, FIELD_WORKER)) continue;
        const field_ = rootTypes[operation]?.getFields()[name];
        if (!field_) throw new Error(`${operation} ${name} is not in the schema`);
        const { query, variables } = probeOf(operation, field_);
        harness.upstream.reset();
        const answer = await field.graphql(query, variables);
        const codes = (answer.body.errors ?? []).map((error) => error.extensions?.['code']);
        if (codes.length !== 1 || codes[0] !== 'FORBIDDEN') answered.push(`${operation} ${name}: ${JSON.stringify(answer.body).slice(0, 160)}`);
        // Refused by its profile, which the session has already read: nothing but that profile is asked for.
        else expect(harness.upstream.calls().filter((call) => call.toLowerCase() !== '/account/getprofiledetails'), name).toEqual([]);
      }
    }
    expect(answered).toEqual([]);
  });

  it('still opens capture, the web map and the preferences to the field worker', async () => {
    for (const query of ['{ meterCaptureCycle { __typename } }', '{ mapFeatures(bbox: [32.2, 34.5, 34.6, 35.7]) { __typename } }', '{ warehouses { warehouseId } }']) {
      expect((await field.graphql(query)).body.errors, query).toBeUndefined();
    }
  });

  it('answers node(id:) with null to the field worker for customers, their records and other areas\' objects', async () => {
    // Bill ids are account id × 1000 + month number (utility-api migration 003); account 1 has the last 24 months.
    const bill = 1 * 1000 + monthNumber(new Date()) - 3;
    const ids = [
      toGlobalId('Customer', '1'), toGlobalId('Account', '1'), toGlobalId('Property', '1'), toGlobalId('ServicePoint', '1'),
      toGlobalId('Meter', '1'), toGlobalId('Bill', String(bill)), toGlobalId('Element', '1'),
    ];
    const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }';
    const forStaff = (await staff.graphql(NODES, { ids })).body.data?.['nodes'] as Array<{ __typename: string } | null>;
    expect(forStaff.map((node) => node?.__typename)).toEqual(['Customer', 'Account', 'Property', 'ServicePoint', 'Meter', 'Bill', 'Element']);
    expect((await field.graphql(NODES, { ids })).body).toEqual({ data: { nodes: ids.map(() => null) } });
  });
});
