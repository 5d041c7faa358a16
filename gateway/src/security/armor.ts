import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import { MAX_ALIASES, MAX_DEPTH, MAX_DIRECTIVES, MAX_TOKENS } from './limits.ts';

/**
 * GraphQL Armor's depth, alias, directive and token limits, with the limit named in the error so
 * that integrators know what to change. Its own cost limit is off: it ignores list sizes, which
 * `queryCost.ts` counts. Field suggestions ("Did you mean …?") would let anyone map the schema
 * while introspection is off, so production hides them.
 */
export function useArmor(production: boolean): Plugin {
  return EnvelopArmorPlugin(armorConfig(production));
}

/** The same limits for the Apollo mount (`apollo/`). */
export function armorConfig(production: boolean): Parameters<typeof EnvelopArmorPlugin>[0] {
  return {
    // The standard introspection query (GraphiQL, code generators) is 15 levels deep; it is exempt,
    // bounded by the token and cost limits, and refused altogether in production (`plugins.ts`).
    maxDepth: { n: MAX_DEPTH, exposeLimits: true, flattenFragments: true, ignoreIntrospection: true },
    maxAliases: { n: MAX_ALIASES, exposeLimits: true },
    maxDirectives: { n: MAX_DIRECTIVES, exposeLimits: true },
    maxTokens: { n: MAX_TOKENS, exposeLimits: true },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  };
}
