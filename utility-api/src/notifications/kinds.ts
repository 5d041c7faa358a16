import type { UserRow } from '../store/users.ts';

/** What a customer can be told about (README "Notifications"). */
export const NOTIFICATION_KINDS = ['BILL_ISSUED', 'PAYMENT_DUE', 'PAYMENT_OVERDUE', 'READING_DUE', 'APPLICATION_STATUS', 'NEW_MESSAGE', 'ALERT'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'BOTH', 'NONE'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface NotificationChoice {
  kind: NotificationKind;
  channel: NotificationChannel;
}

/** Until the customer chooses: e-mail when there is an address, else SMS when a mobile number, else nothing. */
export function defaultChannel(user: Pick<UserRow, 'email' | 'mobile_no'>): NotificationChannel {
  if (user.email) return 'EMAIL';
  return user.mobile_no ? 'SMS' : 'NONE';
}

/** The outbox channels a choice sends on, limited to the contact details the user has. */
export function outboxChannels(channel: NotificationChannel, user: Pick<UserRow, 'email' | 'mobile_no'>): { channel: 'email' | 'sms'; recipient: string }[] {
  const sends: { channel: 'email' | 'sms'; recipient: string }[] = [];
  if ((channel === 'EMAIL' || channel === 'BOTH') && user.email) sends.push({ channel: 'email', recipient: user.email });
  if ((channel === 'SMS' || channel === 'BOTH') && user.mobile_no) sends.push({ channel: 'sms', recipient: user.mobile_no });
  return sends;
}
