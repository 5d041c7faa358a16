import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { Lexer, Source, TokenKind, type GraphQLError, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { MAX_ALIASES, MAX_DEPTH, MAX_DIRECTIVES, MAX_TOKENS } from './limits.ts';

type ArmorConfig = NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]>;

/** The codes `docs/integrators.md` (Errors) promises for documents over a limit. */
const DOCUMENT_LIMIT_CODES = { parse: 'GRAPHQL_PARSE_FAILED', validation: 'GRAPHQL_VALIDATION_FAILED' } as const;

/** Over the token limit: a parse failure, refused before the document is even parsed whole. */
function tokenLimitExceeded(): GraphQLError {
  return createGraphQLError(`Syntax Error: Token limit of ${MAX_TOKENS} exceeded.`, {
    extensions: { code: DOCUMENT_LIMIT_CODES.parse, http: { status: 400, spec: true } },
  });
}

/**
 * Armor throws its depth, alias and directive refusals without a code (Yoga then answers them
 * without one, Apollo as a 500); reported as validation errors of their own, they carry
 * GRAPHQL_VALIDATION_FAILED on both servers. Armor's message names the limit.
 */
function reportCoded(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(createGraphQLError(error.message, { extensions: { code: DOCUMENT_LIMIT_CODES.validation } }));
}

function throwTokenLimit(): never {
  throw tokenLimitExceeded();
}

/** Armor reports to our callback instead of throwing (a fresh object each time: Apollo's armor adds to it). */
const coded = () => ({ propagateOnRejection: false, onReject: [reportCoded] });

/**
 * GraphQL Armor's depth, alias, directive and token limits, with the limit named in the error so
 * that integrators know what to change. Its own cost limit is off: it ignores list sizes, which
 * `operationLimits.ts` counts per request. Field suggestions ("Did you mean …?") would let anyone
 * map the schema while introspection is off, so production hides them.
 */
export function useArmor(production: boolean): Plugin {
  return EnvelopArmorPlugin(armorConfig(production));
}

/**
 * The same limits for the Apollo mount (`apollo/`), whose token limit is `tokenLimitError` before
 * Apollo parses: armor's Apollo token plugin throws from a hook, which Apollo answers with a 500.
 */
export function armorConfig(production: boolean): ArmorConfig {
  return {
    // The standard introspection query (GraphiQL, code generators) is 15 levels deep; it is exempt,
    // bounded by the token and cost limits, and refused altogether in production (`plugins.ts`).
    maxDepth: { n: MAX_DEPTH, exposeLimits: true, flattenFragments: true, ignoreIntrospection: true, ...coded() },
    maxAliases: { n: MAX_ALIASES, exposeLimits: true, ...coded() },
    maxDirectives: { n: MAX_DIRECTIVES, exposeLimits: true, ...coded() },
    maxTokens: { n: MAX_TOKENS, exposeLimits: true, propagateOnRejection: false, onReject: [throwTokenLimit] },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  };
}

/** The token limit of `text` counted as the parser counts (comments aside), without parsing it. */
export function tokenLimitError(text: string): GraphQLError | undefined {
  const lexer = new Lexer(new Source(text));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count += 1) {
      if (count >= MAX_TOKENS) return tokenLimitExceeded();
    }
  } catch {
    // A lexing error is the parser's to report, with its position.
  }
  return undefined;
}
