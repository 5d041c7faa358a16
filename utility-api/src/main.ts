import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startUtilityApi } from './server.ts';

// Standalone entry: `node utility-api/src/main.ts`; `npm start` runs the API in its own child process instead (scripts/utilityApiChild.ts).
const DEFAULT_PORT = 4100;
const DEFAULT_DB = 'data/utility.sqlite';

const dbFile = process.env.UTILITY_API_DB || DEFAULT_DB;
if (dbFile !== ':memory:') mkdirSync(dirname(dbFile), { recursive: true });
const scale = process.env.UTILITY_API_SCALE === 'large' ? 'large' : 'small';

const api = await startUtilityApi({
  dbFile,
  port: Number(process.env.UTILITY_API_PORT || DEFAULT_PORT),
  seed: Number(process.env.UTILITY_API_SEED || 1),
  scale,
  devEndpoints: process.env.UTILITY_API_DEV_ENDPOINTS === '1' || process.env.UTILITY_API_DEV_ENDPOINTS === 'true',
  logLevel: process.env.UTILITY_API_LOG_LEVEL || 'info',
  backOffice: true,
});
console.log(`utility API listening on ${api.url} (database ${dbFile})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
