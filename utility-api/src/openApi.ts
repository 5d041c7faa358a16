import { buildUtilityApi } from './server.ts';

/**
 * The contract document as committed in utility-api/openapi.json: pretty-printed, trailing newline.
 * It depends on the routes only; tests pass a copy of their seeded database instead of seeding one.
 */
export async function openApiDocument(dbFile: string | Buffer = ':memory:'): Promise<string> {
  const app = await buildUtilityApi({ dbFile, devEndpoints: false });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
