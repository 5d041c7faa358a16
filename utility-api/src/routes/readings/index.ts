import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.ts';
import { getConsumptionRoute } from './getConsumption.ts';
import { halfHourGetItemRoute } from './halfHourGetItem.ts';
import { halfHourGetItemsRoute } from './halfHourGetItems.ts';
import { halfHourGetTemplateRoute } from './halfHourGetTemplate.ts';
import { halfHourImportRoute } from './halfHourImport.ts';
import { meterGetItemRoute } from './meterGetItem.ts';
import { meterGetItemsRoute } from './meterGetItems.ts';
import { MAX_UPLOAD_BYTES } from './readingRules.ts';
import { readingGetItemRoute } from './readingGetItem.ts';
import { readingGetPhotoRoute } from './readingGetPhoto.ts';
import { readingGetItemsRoute } from './readingGetItems.ts';
import { submitReadingRoute } from './submitReading.ts';

/** Meters, readings, consumption and half-hour estimates (README "Readings and consumption"). */
export function readingRoutes(app: FastifyInstance, store: Store): void {
  // Its own scope: the upload limits here (one file of 4 MB) are not those of other multipart calls.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
    meterGetItemsRoute(scope, store);
    meterGetItemRoute(scope, store);
    readingGetItemsRoute(scope, store);
    readingGetItemRoute(scope, store);
    readingGetPhotoRoute(scope, store);
    getConsumptionRoute(scope, store);
    submitReadingRoute(scope, store);
    halfHourGetTemplateRoute(scope, store);
    halfHourImportRoute(scope, store);
    halfHourGetItemsRoute(scope, store);
    halfHourGetItemRoute(scope, store);
  });
}
