import { context, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { REQUEST_ID_ATTRIBUTE } from './tracing.ts';

/**
 * One span per executed GraphQL operation, named after its type and name, with the request id.
 * Execution runs inside the span's context, so the upstream calls of its resolvers become children.
 */
export function useGraphQLSpans(tracer: Tracer): Plugin<GatewayContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'unknown';
      const name = operation?.name?.value ?? 'anonymous';
      const span = tracer.startSpan(`graphql.${type} ${name}`, {
        attributes: {
          'graphql.operation.type': type,
          'graphql.operation.name': name,
          [REQUEST_ID_ATTRIBUTE]: args.contextValue.requestId,
        },
      });
      const spanContext = trace.setSpan(context.active(), span);
      setExecuteFn((executeArgs) => context.with(spanContext, () => executeFn(executeArgs)));
      return {
        onExecuteDone({ result }) {
          const errors = isAsyncIterable(result) ? [] : (result.errors ?? []);
          if (errors.length > 0) span.setStatus({ code: SpanStatusCode.ERROR, message: errors[0]?.message });
          span.end();
        },
      };
    },
  };
}
