import type { paths } from './__generated__/utilityApi.ts';

/**
 * The utility API's calls as the contract document (utility-api/openapi.json, generated into
 * `__generated__/utilityApi.ts` by `npm run generate`) describes them: the upstream client takes only
 * the document's paths, with their request bodies, and answers their payloads, so a call or a field
 * that drifts from the document fails to compile.
 */
type UpstreamMethod = 'get' | 'post';

/** The document's paths that answer `method`. */
export type UpstreamPath<M extends UpstreamMethod = 'post'> = {
  [P in keyof paths]-?: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

type Operation<P, M extends UpstreamMethod> = P extends keyof paths ? (paths[P] extends Record<M, infer O> ? O : never) : never;

type Json<C> = C extends { content: { 'application/json': infer J } } ? J : never;

/** What a body may hold for a field: read-only arrays too, as the client only serializes it. */
type Sendable<T> = T extends readonly (infer E)[] ? readonly Sendable<E>[] : T extends object ? { [K in keyof T]: Sendable<T[K]> } : T;

/** The JSON body of a POST; `undefined` when the document declares none (or a multipart form only). */
export type UpstreamBody<P extends UpstreamPath> =
  Operation<P, 'post'> extends { requestBody: infer R } ? Sendable<NonNullable<Json<R>>> : undefined;

/**
 * The body argument of a POST: optional when an empty body would do (every field optional, or no body
 * declared), as the client then sends `{}`.
 */
export type UpstreamBodyArgument<P extends UpstreamPath> =
  UpstreamBody<P> extends undefined ? [body?: undefined] : Record<never, never> extends UpstreamBody<P> ? [body?: UpstreamBody<P>] : [body: UpstreamBody<P>];

type Success<P, M extends UpstreamMethod> = Operation<P, M> extends { responses: { 200: infer R } } ? Json<R> : never;

/**
 * A call's decoded status-0 answer: the document's 200 schema, its payload fields present. One
 * schema describes every 200 answer, refusals (status ≠ 0, envelope only) included, so it marks the
 * payload optional; the client throws on those, and a status-0 answer carries the payload
 * (`envelopeWith` in utility-api/src/http/schemas.ts). A field the document sends with refusals only
 * (`errors` of the asset saves) is typed present too: the gateway reads it from the refusal's details.
 */
export type UpstreamPayload<P extends UpstreamPath<M>, M extends UpstreamMethod = 'post'> = {
  [K in keyof Success<P, M> as K extends RefusalOnlyField ? never : K]-?: Success<P, M>[K];
};

/** Envelope fields only refusals carry (`retryAfterSeconds` of a resend refused as too soon): read from the refusal's details. */
type RefusalOnlyField = 'retryAfterSeconds';

/** The element type of a paged or listed answer's `items`. */
export type UpstreamItem<P extends UpstreamPath<M>, M extends UpstreamMethod = 'post'> =
  UpstreamPayload<P, M> extends { items: ReadonlyArray<infer I> } ? I : never;

/** A call's payload without the envelope's `status` and `text`. */
export type UpstreamData<P extends UpstreamPath<M>, M extends UpstreamMethod = 'post'> = Omit<UpstreamPayload<P, M>, 'status' | 'text'>;
