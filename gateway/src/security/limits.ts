/**
 * Every limit the gateway puts on a GraphQL request, in one place (issue "The gateway in production
 * and for integrators", OWASP GraphQL Cheat Sheet: depth, amount, cost, batching and size limits).
 * Each is generous for what the portal's screens ask and small enough that one request cannot make
 * the gateway or the utility API do unbounded work.
 */

/** The deepest Relay screen query is about 8 levels (viewer → user → accounts → edges → node → …). */
export const MAX_DEPTH = 12;

/** Relay gives each field one name; aliases are for integrators' small reshapes, not for fan-out. */
export const MAX_ALIASES = 30;

/** The client uses `@include`/`@skip` a few times per screen. */
export const MAX_DIRECTIVES = 20;

/** Several times the largest compiled screen query; caps parser work before any validation. */
export const MAX_TOKENS = 2000;

/**
 * Query cost: each field costs 1, and a list field's subtree counts once per item it may return
 * (`first`, or the number of `ids`). One full page of 100 items with up to ~95 fields each fits;
 * a page inside a page (100 × 100 items) does not.
 */
export const MAX_COST = 10_000;

/** A JSON request body: queries and variables of a portal screen are a few kilobytes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * A whole multipart request, counted while it streams (Yoga's own default, 25 MB): files and fields
 * past their limits below are dropped by the parser but still read, so the total needs its own cap.
 */
export const MAX_MULTIPART_BODY_BYTES = 25_000_000;

/**
 * Multipart requests (GraphQL multipart request specification), cut off while streaming: no file
 * may exceed the largest upload the spec allows anywhere (4 MB, `000 §9`; each mutation then applies
 * its own, smaller limit — 3 MB for message attachments, `002 §5`), and no request may carry more
 * files than a form does (3 message attachments plus deletions, `002 §9`).
 */
export const MULTIPART_LIMITS = {
  fileSize: 4 * 1024 * 1024,
  files: 5,
  fieldSize: MAX_JSON_BODY_BYTES,
  fields: 20,
  parts: 25,
  headerSize: 100,
} as const;

/**
 * Mutations that guess secrets (passwords, one-time codes, reset and link codes, the submissions that
 * carry an OTP session's codes) or send codes:
 * one per request, so that aliases (`a: login(…) b: login(…)`) cannot multiply the guesses a rate
 * limit counts as one.
 */
export const SENSITIVE_MUTATIONS: readonly string[] = [
  'login',
  'requestLoginCode',
  'registerProfile',
  'activateAccount',
  'resendActivationCode',
  'requestPasswordReset',
  'resetPassword',
  'changePassword',
  'requestEmailChange',
  'completeEmailChange',
  'confirmEmailChange',
  'requestMobileChange',
  'completeMobileChange',
  'startOtpSession',
  'verifyOtpSessionCode',
  'lookupEbillProperty',
  'registerEbill',
  'unsubscribeEbill',
  'sendSupportMessage',
  'submitNewCustomerApplication',
  'submitCustomerEvaluation',
];
export const MAX_SENSITIVE_MUTATIONS_PER_REQUEST = 1;

/**
 * One uploaded file, enforced while a multipart body streams: the general upload limit of `000 §9`
 * (4,000,000 bytes). Smaller limits of particular fields (3 MB message attachments, `002 §9`) are
 * checked by the mutations that take them.
 */
export const MAX_UPLOAD_FILE_BYTES = 4_000_000;

/** Files in one multipart request: the most a form takes (`002 §9`: 3 attachments per message). */
export const MAX_UPLOAD_FILES = 3;
