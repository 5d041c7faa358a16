// Operators' tool for integrators' API tokens (docs/integrators.md):
//   node scripts/apiTokens.ts issue --name partner-x --scope read|read-write [--rate 600/min]
//   node scripts/apiTokens.ts list
//   node scripts/apiTokens.ts revoke <id>
// Tokens go where the gateway reads them: Redis when REDIS_URL is set, else DATA_DIR/api-tokens.json.
import { parseArgs } from 'node:util';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../gateway/src/apiTokens/ApiTokenStore.ts';
import { issueApiToken, parseRate } from '../gateway/src/apiTokens/issue.ts';
import { loadConfig } from '../gateway/src/config.ts';
import { connectRedis } from '../gateway/src/redis/redisConnections.ts';
import { apiTokensFile, apiTokenStoreFor } from '../gateway/src/sharedState.ts';

const USAGE = `usage:
  apiTokens issue --name <who> --scope read|read-write [--rate 600/min]
  apiTokens list
  apiTokens revoke <id>`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, scope: { type: 'string' }, rate: { type: 'string' } },
});
const [command, argument] = positionals;
const config = loadConfig(process.env);
const redis = config.redisUrl === undefined ? undefined : connectRedis(config.redisUrl, config.redisKeyPrefix);
const store = apiTokenStoreFor(config, redis);
const where = redis === undefined ? apiTokensFile(config) : `Redis (${config.redisKeyPrefix}api-tokens)`;

try {
  if (command === 'issue') {
    const name = values.name?.trim() || fail('issue needs --name');
    const scope = values.scope as ApiTokenScope;
    if (!API_TOKEN_SCOPES.includes(scope)) fail('issue needs --scope read or --scope read-write');
    const rate = values.rate === undefined ? undefined : parseRate(values.rate);
    const { record, token } = await issueApiToken(store, { name, scope, rate });
    console.log(`Issued token ${record.id} for "${name}" (${scope}, ${record.rate.requests} per ${record.rate.windowMs / 1000} s) in ${where}.`);
    console.log('The secret is shown only now; hand it over safely:');
    console.log(token);
  } else if (command === 'list') {
    const tokens = await store.list();
    if (tokens.length === 0) console.log(`No API tokens in ${where}.`);
    for (const token of tokens) {
      console.log(`${token.id}  ${token.scope.padEnd(10)}  ${token.rate.requests}/${token.rate.windowMs / 1000}s  ${token.createdAt}  ${token.name}`);
    }
  } else if (command === 'revoke') {
    const id = argument ?? fail('revoke needs the token id');
    if (!(await store.remove(id))) fail(`No token ${id} in ${where}.`);
    console.log(`Revoked ${id}: the gateway refuses it from the next request.`);
  } else {
    fail(command === undefined ? 'no command' : `unknown command "${command}"`);
  }
} finally {
  await redis?.close();
}
