import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import { useArmor } from './armor.ts';
import { useBodyLimit } from './bodyLimit.ts';
import { useCsrfPrevention } from './csrf.ts';
import { useSecurityHeaders } from './headers.ts';
import { useOperationLimits } from './operationLimits.ts';
import { useSensitiveMutationLimit } from './sensitiveMutations.ts';

/**
 * The gateway's OWASP GraphQL controls, in the order a request meets them: CSRF and size before the
 * body is parsed, token limit while parsing, the document limits while validating (cached with the
 * document: they read nothing else), and the limits that read the variables (list caps, cost) for each
 * request just before it executes.
 */
export function securityPlugins(config: Pick<GatewayConfig, 'production' | 'introspection'>): Plugin[] {
  const plugins: Plugin[] = [
    useSecurityHeaders(config.production),
    useCsrfPrevention(),
    useBodyLimit(),
    useArmor(config.production),
    useOperationLimits(),
    useSensitiveMutationLimit(),
  ];
  if (!config.introspection) plugins.push(useDisableIntrospection());
  return plugins;
}
