/** An OTP session as `startOtpSession` answers it (001 §3 Session). */
export interface OtpSessionData {
  readonly token: string;
  readonly expiresAt: string;
  readonly lifetimeSeconds: number;
  /** Seconds before Resend may send new codes, from when these were sent (000 §9 resend lock). */
  readonly resendAvailableInSeconds: number;
  readonly smsSent: boolean;
  /** False for a phone-only session (001 §5 contact form); absent from older answers means true. */
  readonly emailSent?: boolean;
}

export type OtpChannel = 'EMAIL' | 'SMS';
