import { compilersAtStart } from './http/lazyCompilers.ts';
import { buildUtilityApi } from './server.ts';

/**
 * The contract document as committed in utility-api/openapi.json: pretty-printed, trailing newline.
 * It depends on the routes only, so the new database is not seeded for it. Every route's schemas are
 * compiled first, so a schema that would fail at its route's first call fails here.
 */
export async function openApiDocument(): Promise<string> {
  const app = await buildUtilityApi({ dbFile: ':memory:', demoData: false, devEndpoints: false, schemaController: compilersAtStart });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
