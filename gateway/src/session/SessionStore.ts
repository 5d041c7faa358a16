/** Upstream role numbers (`000 §6`). */
export type UpstreamRole = 1 | 2;

/** What the gateway remembers about a signed-in browser or API client, server-side only. */
export interface SessionData {
  /** The upstream `UTILITY_SESSION` value; never sent to the browser (docs/architecture.md §2). */
  upstreamSession: string;
  /** Login name, passed to `/account/GetProfileDetails` (`000 §7`). */
  username: string;
  /** Upstream user id, the key of the viewer's `User` global id. */
  userId: string;
  role: UpstreamRole;
  /** Language chosen at sign-in or by `setLanguage`. */
  language: string;
  /**
   * Raised after every mutation of the session: requests share a profile only at the same version,
   * so a change made through any instance is seen by the next request on every instance.
   */
  profileVersion?: number;
  /** Set while an employee views a customer's portal: the session acts as the customer, read-only. */
  view?: CustomerView;
  /** Set while a visitor works on one application (modules/applicationFamilies/visitorApplications.graphql). */
  visitor?: VisitorSession;
}

/** A visitor's hold on one application: the session is that application's own upstream user. */
interface VisitorSession {
  portalApplicationId: number;
  name: string;
  email: string;
}

/** A staff view of a customer's portal (modules/customerView/customerView.graphql), kept server-side only. */
interface CustomerView {
  /** The employee's own session, restored when the view ends or expires. */
  employee: SessionData;
  /** ISO 8601: the view ends at this moment, as it does upstream. */
  expiresAt: string;
  customerName: string;
  employeeName: string;
}

/**
 * Gateway sessions with an idle lifetime. In memory for one instance; a Redis implementation
 * shares them across instances (docs/architecture.md §5), hence async.
 */
export interface SessionStore {
  get(id: string): Promise<SessionData | undefined>;
  /**
   * The session, its idle lifetime started again (`ttlSeconds`) without rewriting it: every signed-in
   * request does this, so it costs one read (one Redis round trip) and no serialisation.
   */
  touch(id: string, ttlSeconds: number): Promise<SessionData | undefined>;
  /** Stores a session; it expires after `ttlSeconds` without another `set` or `touch`. */
  set(id: string, data: SessionData, ttlSeconds: number): Promise<void>;
  /**
   * Stores a changed session only if it still exists (false if not), so that a change cannot bring
   * back a session another request signed out meanwhile.
   */
  replace(id: string, data: SessionData, ttlSeconds: number): Promise<boolean>;
  delete(id: string): Promise<void>;
  close(): Promise<void>;
}
