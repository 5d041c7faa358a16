import { buildUtilityApi } from './server.ts';

/** The contract document as committed in utility-api/openapi.json: pretty-printed, trailing newline. */
export async function openApiDocument(): Promise<string> {
  const app = await buildUtilityApi({ dbFile: ':memory:', devEndpoints: false });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
