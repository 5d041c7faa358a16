import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.ts';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { newCustomerStore, type NewCustomerStore } from '../../store/newCustomer.ts';
import type { Store } from '../../store/store.ts';
import { customFieldRoutes } from '../customFields/index.ts';
import { createApplicationRoute } from './createApplication.ts';
import { newCustomerLookupRoutes } from './lookups.ts';
import { NEW_CUSTOMER_FILE_MAX_BYTES, NEW_CUSTOMER_MAX_FILES } from './rules.ts';
import { saveCustomFieldValuesRoute } from './saveCustomFieldValues.ts';

/** Tests read a submitted application with its files and custom values here (README "New customer application"). */
function devApplicationRoute(app: FastifyInstance, newCustomers: NewCustomerStore): void {
  app.get<{ Params: { id: string } }>('/__dev/new-customer-applications/:id', { schema: { hide: true } }, async (request) => {
    const application = newCustomers.find(Number(request.params.id));
    return application === undefined ? fail(STATUS_FAILED, 'Application not found') : ok({ application });
  });
  app.get<{ Querystring: { email: string } }>('/__dev/new-customer-applications', { schema: { hide: true } }, async (request) => {
    const application = newCustomers.newestByEmail(request.query.email ?? '');
    return application === undefined ? fail(STATUS_FAILED, 'Application not found') : ok({ application });
  });
}

/** The calls a dev failure can be set for, by the part of the wizard's data they read (002 §8). */
const FAILING_PATHS = {
  Lookups: ['/NewCustomer/GetLookups', '/NewCustomer/GetCustomAddressLines'],
  CustomFields: ['/NewCustomer/GetCustomFields', '/CustomField/GetLookupValues'],
  Library: ['/CustomField/GetLibraryValues'],
} as const;
type FailingPart = keyof typeof FAILING_PATHS;

/**
 * Development only: `POST /__dev/new-customer-failures` with `{ Lookups, CustomFields, Library }` (a text, or
 * null to stop) makes the calls of that part answer status 1 with the text, so that end-to-end tests can
 * show the wizard's load-failure reactions (002 §8); every other call is unchanged.
 */
function devFailureRoutes(app: FastifyInstance): void {
  const failures = new Map<string, string>();
  app.addHook('onRequest', async (request, reply) => {
    const text = failures.get(request.routeOptions.url ?? '');
    if (text !== undefined) return reply.send(fail(STATUS_FAILED, text));
    return undefined;
  });
  app.post<{ Body: Partial<Record<FailingPart, string | null>> | null }>('/__dev/new-customer-failures', { schema: { hide: true } }, async (request) => {
    for (const [part, paths] of Object.entries(FAILING_PATHS) as Array<[FailingPart, readonly string[]]>) {
      const text = request.body?.[part];
      if (text === undefined) continue;
      for (const path of paths) {
        if (text === null) failures.delete(path);
        else failures.set(path, text);
      }
    }
    return ok({ failing: Object.fromEntries(failures) });
  });
}

/**
 * The new customer wizard's calls (002 §7). Multipart parsing lives in this scope only, with the
 * registration limit (4,000,000 bytes a file, 002 §9) enforced while the body streams.
 */
export function newCustomerRoutes(app: FastifyInstance, store: Store, db: Db, devEndpoints: boolean): void {
  const newCustomers = newCustomerStore(db);
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: NEW_CUSTOMER_FILE_MAX_BYTES, files: NEW_CUSTOMER_MAX_FILES, fields: 80, parts: 90 },
    });
    // First, so that its hook sits in front of every route of the scope.
    if (devEndpoints) devFailureRoutes(scope);
    newCustomerLookupRoutes(scope, newCustomers);
    customFieldRoutes(scope, newCustomers);
    createApplicationRoute(scope, store, newCustomers);
    saveCustomFieldValuesRoute(scope, newCustomers);
    if (devEndpoints) devApplicationRoute(scope, newCustomers);
  });
}
