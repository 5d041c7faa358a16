// Hive Gateway (`@graphql-hive/gateway-runtime`) serving a GraphQL Mesh supergraph, alone in its process so
// that its CPU time and memory are its own: `node bench/mesh/hiveGatewayChild.ts <supergraph file>`. It listens
// on 127.0.0.1, port 0, prints its URL, and stops when its stdin closes (bench/mesh/hiveGateway.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';

const supergraph = process.argv[2];
if (!supergraph) throw new Error('usage: hiveGatewayChild.ts <supergraph file>');

// Warnings and errors only, as the portal's gateway logs at `info` only one line per request.
const gateway = createGatewayRuntime({ supergraph, logging: 'warn' });
const server = createServer(gateway);
server.listen(0, '127.0.0.1', () => {
  console.log(`Hive Gateway listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => void Promise.resolve(gateway.dispose()).finally(() => process.exit(0)));
};
process.stdin.on('end', stop).on('close', stop).resume();
