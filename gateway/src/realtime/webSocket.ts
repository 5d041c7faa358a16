import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs, GraphQLError, GraphQLFormattedError } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { authenticateIntegrator } from '../apiTokens/integrator.ts';
import { headersOf } from '../http/respond.ts';
import { GRAPHQL_PATH } from '../http/router.ts';
import { operationTextOf } from '../persistedDocuments/rules.ts';
import { operationLimitError } from '../security/operationLimits.ts';
import type { Gateway } from '../server.ts';
import { operationRequest, originAllowed, type ConnectionParams } from './webSocketRequest.ts';

/** One message (a `subscribe` with its variables): a screen's operation is a few kilobytes. */
const MAX_WEBSOCKET_MESSAGE_BYTES = 64 * 1024;

/** A socket that has not sent `connection_init` by then is closed (4408), so idle sockets cost nothing. */
const CONNECTION_INIT_TIMEOUT_MS = 3000;

/** WebSocket close code 1001: the server goes away, the client reconnects (to another instance). */
export const GOING_AWAY = 1001;

export interface WebSocketTransport {
  /** Refuses further upgrades with 503: the gateway is shutting down. */
  stopAccepting(): void;
  /** Closes open sockets with 1001; those whose closing handshake takes longer than `graceMs` are cut. */
  close(graceMs: number): Promise<void>;
}

type Executor = (args: ExecutionArgs) => OperationResult;

/** Checked by shape: Yoga's `createGraphQLError` may come from the other copy of `graphql` (ESM/CommonJS). */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && typeof (error as { extensions?: unknown }).extensions === 'object';
}

/** Errors as the client sees them, without `extensions.http`: that is for HTTP responses, as Yoga does. */
function formatErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => {
    const formatted = error.toJSON();
    if (formatted.extensions?.['http'] === undefined) return formatted;
    const extensions = { ...formatted.extensions };
    delete extensions['http'];
    return { ...formatted, extensions };
  });
}

/** Answers an upgrade that will not become a WebSocket with a plain HTTP status, and hangs up. */
function refuse(socket: Duplex, status: 403 | 404 | 503): void {
  const reason = { 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' }[status];
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * GraphQL over WebSocket (`graphql-transport-ws`, docs/architecture.md §3, Transports) on `/graphql` of `server`.
 * Operations go through Yoga's envelop (`yoga.getEnveloped`), so the limits, the sensitive-mutation
 * rule, token scopes, masking, metrics and tracing apply as over HTTP; the HTTP-only steps of Yoga
 * (persisted documents in `onParams`, CSRF, body size) have their WebSocket counterparts here: the
 * same persisted-document rules, the Origin check and a message size limit.
 */
export function attachWebSocketTransport(server: Server, gateway: Gateway): WebSocketTransport {
  const { services, yoga } = gateway;
  const { config, traffic } = services;
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_WEBSOCKET_MESSAGE_BYTES });
  // `execute`/`subscribe` of graphql-ws receive only the arguments; these are the envelop's own
  // functions of the operation, so that its plugins' execute and subscribe hooks run.
  const executors = new WeakMap<ExecutionArgs, { execute: Executor; subscribe: Executor }>();
  const executorOf = (args: ExecutionArgs) => {
    const executor = executors.get(args);
    if (executor === undefined) throw new Error('A WebSocket operation ran without onSubscribe');
    return executor;
  };
  let accepting = true;

  const graphqlWs = useServer<ConnectionParams>(
    {
      connectionInitWaitTimeout: CONNECTION_INIT_TIMEOUT_MS,
      isProd: config.production,
      // A revoked or unknown API token ends the connection at once (4403), as HTTP answers 401.
      async onConnect(ctx) {
        const { headers } = operationRequest(ctx.extra.request, ctx.connectionParams);
        try {
          await authenticateIntegrator(headers, services.apiTokens);
          return true;
        } catch (error) {
          if (isGraphQLError(error)) return false;
          throw error;
        }
      },
      async onSubscribe(ctx, _id, payload) {
        const request = operationRequest(ctx.extra.request, ctx.connectionParams);
        const text = operationTextOf(payload, new URL(request.url), request.headers, {
          documents: services.persistedDocuments,
          persistedDocumentsOnly: config.persistedDocumentsOnly,
        });
        if (typeof text !== 'string') return [text];
        // `req`, the upgrade, says which connection this is: its peer and `X-Forwarded-For` name the client.
        const { schema, parse, validate, contextFactory, execute, subscribe } = yoga.getEnveloped({
          request,
          params: payload,
          req: ctx.extra.request,
        });
        try {
          const document = parse(text);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          // Also checked by the envelop's execute hook; here it refuses with an `error` message, as validation does.
          const refused = operationLimitError(schema, document, payload.variables, payload.operationName);
          if (refused !== undefined) return [refused];
          const args: ExecutionArgs = {
            schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue: await contextFactory(),
          };
          executors.set(args, { execute, subscribe });
          return args;
        } catch (error) {
          // Syntax errors, the token limit, an unknown API token or a rate limit: an `error` message
          // for this operation; anything else closes the socket (4500) as graphql-ws does.
          if (isGraphQLError(error)) return [error];
          throw error;
        }
      },
      execute: (args) => executorOf(args).execute(args),
      subscribe: (args) => executorOf(args).subscribe(args),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors === undefined ? undefined : { ...result, errors: formatErrors(result.errors) },
      onError: (_ctx, _id, _payload, errors) => formatErrors(errors),
    },
    webSockets,
  );

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://gateway.invalid');
    if (!accepting) return refuse(socket, 503);
    if (pathname !== GRAPHQL_PATH) return refuse(socket, 404);
    if (!originAllowed(headersOf(req), config.corsOrigins)) return refuse(socket, 403);
    webSockets.handleUpgrade(req, socket, head, (webSocket) => {
      traffic.openSocket(webSocket);
      webSockets.emit('connection', webSocket, req);
    });
  });

  return {
    stopAccepting() {
      accepting = false;
    },
    async close(graceMs) {
      accepting = false;
      const open = [...webSockets.clients];
      const closed = Promise.all(
        open.map((socket) => new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) resolve(undefined);
          else socket.once('close', resolve);
        })),
      );
      for (const socket of open) socket.close(GOING_AWAY, 'The gateway is shutting down');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      for (const socket of webSockets.clients) socket.terminate();
      await graphqlWs.dispose();
    },
  };
}
