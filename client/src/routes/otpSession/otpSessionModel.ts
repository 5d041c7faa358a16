/** An OTP session as `startOtpSession` answers it (001 §3 Session). */
export interface OtpSessionData {
  readonly token: string;
  readonly expiresAt: string;
  readonly lifetimeSeconds: number;
  readonly smsSent: boolean;
}

export type OtpChannel = 'EMAIL' | 'SMS';
