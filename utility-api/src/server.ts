import { consumptionAlertRoutes } from './routes/consumptionAlerts/index.ts';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { SESSION_COOKIE } from './domain/constants.ts';
import { registerErrorHandling } from './http/errors.ts';
import { shareErrorResponses } from './http/openApiComponents.ts';
import { toOpenApi30 } from './http/openApiDialect.ts';
import { lazyCompilers } from './http/lazyCompilers.ts';
import { addSharedSchemas, componentName } from './http/sharedSchemas.ts';
import { registerSessions } from './http/session.ts';
import { registerViewOnly } from './http/viewOnly.ts';
import { customerViewRoutes } from './routes/customerView/index.ts';
import { accountRoutes } from './routes/account/index.ts';
import { accountFinanceRoutes } from './routes/accountFinance/index.ts';
import { applicationRoutes } from './routes/applications/index.ts';
import { applicationFamilyRoutes } from './routes/applicationFamilies/index.ts';
import { loadFamilySources, type FamilySources } from './families/loadSources.ts';
import { createFamilyRegistry, registerFamilyTypes } from './families/registry.ts';
import { billingRoutes } from './routes/billing/index.ts';
import { paymentRoutes } from './routes/payments/index.ts';
import { contactUsRoutes } from './routes/contactUs/send.ts';
import { propertyRoutes } from './routes/property/index.ts';
import { readingRoutes } from './routes/readings/index.ts';
import { meterCaptureRoutes } from './routes/meterCapture/index.ts';
import { devRoutes } from './routes/dev/index.ts';
import { ebillRoutes } from './routes/ebill/index.ts';
import { emailRoutes } from './routes/emails/index.ts';
import { enquiryRoutes } from './routes/enquiry/index.ts';
import { fieldBaseRoutes } from './routes/fieldBase/index.ts';
import { notificationRoutes } from './routes/notifications/index.ts';
import { newCustomerRoutes } from './routes/newCustomer/index.ts';
import { sessionRoutes } from './routes/session/index.ts';
import { supportRoutes } from './routes/support/index.ts';
import { evaluationRoutes } from './routes/evaluation/index.ts';
import { gisRoutes } from './routes/gis/index.ts';
import { ssoRoutes } from './routes/sso/index.ts';
import { identityProviderFromEnv, type IdentityProviderOptions } from './auth/identityProvider.ts';
import { utilityRoutes } from './routes/utility/index.ts';
import { workQueueRoutes } from './routes/workQueue/index.ts';
import { disconnectionRoutes } from './routes/disconnections/index.ts';
import { debtManagementRoutes } from './routes/debtManagement/index.ts';
import { maintenanceRoutes } from './routes/maintenance/index.ts';
import { assetAreaRoutes } from './routes/assets/index.ts';
import { measurementRoutes } from './routes/measurements/index.ts';
import { workforceRoutes } from './routes/workforce/index.ts';
import { isSeeded, seedDatabase } from './seed/seed.ts';
import { createStore } from './store/store.ts';
import { startBackOffice } from './backOffice/backOffice.ts';

export interface UtilityApiOptions {
  /** SQLite file path, ':memory:', or a serialized database opened as an in-memory copy (tests). */
  dbFile: string | Buffer;
  /** Seed of the demo data (default 1). */
  seed?: number;
  /** Demo data scale (default small). */
  scale?: 'small' | 'large';
  /** Seed a new database with the demo data (default true); the contract document (openApi.ts) needs the routes only. */
  demoData?: boolean;
  /** Mount the /__dev endpoints (README, development only). */
  devEndpoints?: boolean;
  /** pino level (default warn). */
  logLevel?: string;
  /** The clock code and link expiry compare against; tests pass a fake one. */
  clock?: () => Date;
  /** Single sign-on: the OpenID provider whose ID tokens sign employees in; default from OIDC_ISSUER and OIDC_CLIENT_ID. */
  identityProvider?: IdentityProviderOptions;
  /**
   * The portal's public address (`https://portal.example`) notification links are written on, since no portal
   * request triggers those messages; default UTILITY_API_PORTAL_URL, else the links are paths.
   */
  portalUrl?: string;
  /** The application families served; default the definitions of utility-api/src/families (tests pass their own). */
  families?: FamilySources;
  /** Fastify's schema compilers (default: its own, compiling on first use, http/lazyCompilers.ts); tests pass ones that share compiled schemas between their APIs. */
  schemaController?: FastifyServerOptions['schemaController'];
  /** Run the back office's periodic work (alerts, payment reminders, the bill run, the reading cycle: backOffice/run.ts); off in tests. */
  backOffice?: boolean;
}

/** The reference utility API, ready to `inject` or `listen`; a fresh database is migrated and seeded first. */
export async function buildUtilityApi(options: UtilityApiOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbFile);
  const seededBefore = isSeeded(db);
  const applied = migrate(db);
  if (!seededBefore && options.demoData !== false) await seedDatabase(db, { seed: options.seed ?? 1, scale: options.scale ?? 'small' });
  const store = createStore(db, options.clock, options.portalUrl ?? (process.env.UTILITY_API_PORTAL_URL || undefined));
  // A broken definition stops the start here, with the faults named.
  const familySources = options.families ?? loadFamilySources();
  const families = createFamilyRegistry(familySources);
  registerFamilyTypes(db, familySources.families);

  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    // The gateway forwards its request id so both logs can be joined (STYLE, gateway upstream client).
    requestIdHeader: 'x-request-id',
    // The legacy backend matches paths case-insensitively; the spec itself writes /account/… and /Account/….
    routerOptions: { caseSensitive: false },
    schemaController: options.schemaController ?? lazyCompilers,
  });
  if (options.backOffice) {
    const backOffice = startBackOffice(db, store, (error) => app.log.error({ err: error }, 'back office run failed'));
    app.addHook('onReady', async () => backOffice.runSoon());
    app.addHook('onClose', async () => backOffice.stop());
  }
  app.addHook('onClose', async () => {
    db.close();
  });
  if (seededBefore && applied.length > 0) {
    // Demo data is written once, when the file is new: the tables these migrations add stay empty.
    app.log.warn({ migrations: applied }, 'new migrations ran on a database seeded before them: delete the file to get their demo data');
  }
  await app.register(cookie);
  addSharedSchemas(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Utility REST API (reference implementation)',
        description:
          'The utility REST contract the gateway depends on (utility-api/README.md). Every JSON answer is an ' +
          'envelope `{ status, text, …payload }`; status 0 is success.',
        version: '1.0.0',
      },
      tags: [
        { name: 'Utility', description: 'Settings, texts, guides and language, shared by every screen.' },
        { name: 'Account', description: 'Sign-in, registration, activation, password reset, account changes, profile and the customer\'s accounts.' },
        { name: 'Property', description: 'Properties supplied through the customer\'s accounts (002 §3 property labels).' },
        { name: 'CustomerEvaluation', description: 'Customer evaluation applications of visitors (000 §2 /customerEvaluation).' },
        { name: 'ContactUs', description: 'Messages of signed-in customers to the utility (contact us, 000 §2).' },
        {
          name: 'Session',
          description: 'OTP sessions of the e-bill, contact and new-customer flows; they answer bare numbers, not envelopes.',
        },
        { name: 'Application', description: 'Customer applications; employees see them all (002 §2).' },
        { name: 'ApplicationMessage', description: 'Messages between a customer and staff on an application (002 §7).' },
        { name: 'ApplicationMessageAttachment', description: 'Files of application messages (002 §5, §7).' },
        { name: 'ApplicationAttachment', description: 'The documents an application asks for (002 §2 Attachments list).' },
        { name: 'ApplicationFamily', description: 'The application families the utility offers (002 §1; docs/applicationFamilies.md).' },
        {
          name: 'FamilyApplication',
          description: 'Applications of a family: drafts, submission, decisions, fee, the issued document and its public verification.',
        },
        { name: 'NotificationPreference', description: 'The customer\'s notification choices per kind and the public unsubscribe links of the messages.' },
        { name: 'Email', description: 'E-mails the utility sent to the signed-in customer.' },
        { name: 'Readings', description: 'Meters, readings, consumption and half-hour estimated consumption of the customer\'s accounts.' },
        { name: 'NewCustomer', description: 'The new customer application wizard of visitors and its custom fields (002 §2, §7).' },
        { name: 'ChangeCommunication', description: 'E-bill registration and unsubscribe of visitors, verified by OTP sessions (001 §7).' },
        { name: 'Billing', description: 'Bills (with PDFs), statements, balances and payment records of the customer\'s accounts.' },
        { name: 'Payment', description: 'Online payments through the sandbox card provider (000 §2 payment-provider dialog, §9).' },
        { name: 'AccountFinance', description: 'Deposits, debt-management cases, payment agreements and a customer\'s messages: the employee account tabs.' },
        { name: 'Enquiries', description: 'Employee enquiries: search over customers, accounts, properties, connections and meters (002 §3).' },
        { name: 'Gis', description: 'Web map features, find on map, GIS settings, maps, map and user settings, and a reference WMS (002 §2 webgis).' },
        { name: 'MeterCapture', description: 'Meter-reading capture of field staff: the open cycle\'s books, walks and readings (002 §2, §4, §5).' },
        { name: 'Employee', description: 'Active employees to assign work to, by queue or profile flag.' },
        { name: 'Field work', description: 'Network elements and their types, stock items and warehouses.' },
        { name: 'Disconnection', description: 'Disconnection batches and orders, reconnections.' },
        { name: 'DebtManagement', description: 'Debt cases, their actions and payment agreements, banks.' },
        { name: 'Maintenance', description: 'Job cards with their workflow and allocations, investigations, problem logs.' },
        { name: 'Assets and elements', description: 'Assets and their assessments, element properties, PV parks.' },
        { name: 'Logs and samples', description: 'Log points and entries, sampling points and water samples.' },
        {
          name: 'Store requisitions, schedules and preferences',
          description: 'Store requisitions, employee schedules and preferences.',
        },
      ],
      components: {
        securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    refResolver: { buildLocalReference: componentName },
    transformObject: (documents) =>
      'openapiObject' in documents ? shareErrorResponses(toOpenApi30(documents.openapiObject)) : documents.swaggerObject,
  });
  registerErrorHandling(app);
  registerSessions(app, store);
  registerViewOnly(app);
  utilityRoutes(app, store);
  accountRoutes(app, store);
  billingRoutes(app, store);
  await paymentRoutes(app, store, db, families, options.devEndpoints);
  propertyRoutes(app, store);
  contactUsRoutes(app, store, db);
  sessionRoutes(app, store);
  ebillRoutes(app, store, db);
  supportRoutes(app, store);
  evaluationRoutes(app, store, db);
  applicationRoutes(app, store);
  applicationFamilyRoutes(app, store, families, db);
  workQueueRoutes(app, store, db);
  ssoRoutes(app, store, options.identityProvider ?? identityProviderFromEnv(process.env));
  emailRoutes(app, store);
  readingRoutes(app, store);
  consumptionAlertRoutes(app, store);
  meterCaptureRoutes(app, store);
  enquiryRoutes(app, store);
  customerViewRoutes(app, store);
  fieldBaseRoutes(app, store);
  accountFinanceRoutes(app, store);
  disconnectionRoutes(app, store);
  debtManagementRoutes(app, store);
  maintenanceRoutes(app, store);
  newCustomerRoutes(app, store, db, options.devEndpoints === true);
  gisRoutes(app, store);
  assetAreaRoutes(app, store);
  measurementRoutes(app, store);
  workforceRoutes(app, store);
  notificationRoutes(app, store);
  if (options.devEndpoints) devRoutes(app, store, db);
  return app;
}

export async function startUtilityApi(
  options: UtilityApiOptions & { host?: string; port?: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const app = await buildUtilityApi(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: async () => {
      await app.close();
    },
  };
}
