// One GraphQL Mesh composition (`@graphql-mesh/compose-cli` with `@omnigraph/openapi`), in a process of its
// own because the composer exits its process when a subgraph does not load. Arguments: the OpenAPI
// document, the utility API's URL, the supergraph file to write. bench/mesh/compose.ts runs it.
import { writeFileSync } from 'node:fs';
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { MESH_READ_FIELDS } from './workloads.ts';

/** The composer's logger: what it reports goes to stderr, which the bench shows when the composition fails. */
const logger = {
  log: console.error,
  debug: () => undefined,
  info: () => undefined,
  warn: console.error,
  error: console.error,
  child: () => logger,
};

const [source, endpoint, output] = process.argv.slice(2);
if (!source || !endpoint || !output) throw new Error('usage: composeChild.ts <openapi.json> <utility API URL> <supergraph file>');

const supergraph = await getComposedSchemaFromConfig(
  {
    subgraphs: [
      {
        sourceHandler: loadOpenAPISubgraph('Utility', {
          source,
          endpoint,
          // Each request's upstream session and language: the headers the bench's client sends.
          operationHeaders: { cookie: '{context.headers.cookie}', 'accept-language': '{context.headers.accept-language}' },
          // The utility API reads with POST; as Mutation fields they would run one after another.
          selectQueryOrMutationField: MESH_READ_FIELDS.map((fieldName) => ({ type: 'Query' as const, fieldName })),
        }),
      },
    ],
  },
  logger as unknown as Parameters<typeof getComposedSchemaFromConfig>[1],
);
writeFileSync(output, supergraph);
