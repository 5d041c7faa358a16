/** An OTP session as `startOtpSession` answers it (001 §3 Session). */
export interface OtpSessionData {
  readonly token: string;
  readonly expiresAt: string;
  readonly lifetimeSeconds: number;
  readonly smsSent: boolean;
  /** False for a phone-only session (001 §5 contact form); absent from older answers means true. */
  readonly emailSent?: boolean;
}

export type OtpChannel = 'EMAIL' | 'SMS';
