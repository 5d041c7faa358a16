import type { TFunction } from '../i18n/i18n';
import type { NotificationKind } from './notificationStore';

/** A mutation's expected failure as the gateway returns it (STYLE: outcomes as data). */
export interface UserErrorData {
  readonly code: string;
  readonly field: string | null | undefined;
  readonly message: string;
  readonly retryAfterSeconds?: number | null | undefined;
}

/** Problems keyed by input field, shown beside the field they are about. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Codes that carry a wait, with the portal's own text naming the time left (000 §9 resend lock, rate limits). */
const WAIT_TEXTS: Readonly<Record<string, string>> = {
  RATE_LIMITED: 'common:errors.rateLimited',
  RESEND_TOO_SOON: 'common:errors.resendTooSoon',
};

/** The text to show: the server's, or for a wait the portal's localized one with the seconds left. */
function userErrorText(error: UserErrorData, t: TFunction): string {
  const waitKey = WAIT_TEXTS[error.code];
  if (!waitKey || !error.retryAfterSeconds) return error.message;
  return t(waitKey, { count: error.retryAfterSeconds });
}

interface ReportOptions {
  /** Inputs the screen shows; errors about other fields (or none) become notifications. */
  fields: readonly string[];
  notify: (kind: NotificationKind, message: string, durationMs?: number) => void;
  t: TFunction;
  kind?: NotificationKind;
  durationMs?: number;
  /** 000 §8: a failed sign-in also warns with the server text, even when it names a field. */
  notifyFieldErrors?: boolean;
}

/**
 * Splits a payload's userErrors: field problems for the form, the rest as notifications with the
 * screen's kind and duration (000 §8, 001 §8). Returns the field problems and the longest wait asked for.
 */
export function reportUserErrors(errors: readonly UserErrorData[], options: ReportOptions) {
  const { fields, notify, t, kind = 'warn', durationMs, notifyFieldErrors = false } = options;
  const fieldErrors: Record<string, string> = {};
  let retryAfterSeconds = 0;
  for (const error of errors) {
    const text = userErrorText(error, t);
    const known = error.field !== null && error.field !== undefined && fields.includes(error.field);
    if (known) fieldErrors[error.field!] = text;
    if (!known || notifyFieldErrors) notify(kind, text, durationMs);
    if (WAIT_TEXTS[error.code]) retryAfterSeconds = Math.max(retryAfterSeconds, error.retryAfterSeconds ?? 0);
  }
  return { fieldErrors: fieldErrors as FieldErrors, retryAfterSeconds };
}
