import type { UserError } from '../../userErrors.ts';

/** The `RequestContactChangePayload` of `requestEmailChange` and `requestMobileChange`. */
export interface RequestContactChangePayload {
  codeSent: boolean;
  sentTo: string | null;
  resendAvailableInSeconds: number | null;
  userErrors: UserError[];
}
