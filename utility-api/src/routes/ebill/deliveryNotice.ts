import type { Language } from '../../domain/constants.ts';
import type { EbillProperty, EbillStore } from '../../store/ebill.ts';
import type { Store } from '../../store/store.ts';
import { deliveryNoticeText } from './deliveryNoticeTexts.ts';

/** `maria.g@demo.test` → `m***@demo.test`: enough for the holder to recognise it, not to learn it. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** `99123456` and `35799123456` are one phone: the utility keeps local numbers, sessions the dial code too. */
const sameNumber = (a: string, b: string) => a === b || (a.length >= 8 && b.length >= 8 && (a.endsWith(b) || b.endsWith(a)));

/**
 * Tells the property's current contacts — the e-bill contacts on record before the change and the holders
 * of its accounts — that its statement delivery changed (`001 §2` e-bill, unsubscribe), except the contacts
 * the change itself used: whoever took the delivery over cannot do it unnoticed.
 */
export function noticeDeliveryChange(
  store: Store,
  ebill: EbillStore,
  change: { property: EbillProperty; kind: 'registered' | 'unsubscribed'; email: string; mobileNo: string | null; lang: Language },
): void {
  const before = ebill.delivery(change.property.id);
  const contacts = [...(before ? [{ email: before.email, mobileNo: before.mobileNo }] : []), ...ebill.holderContacts(change.property.id)];
  const emails = new Set(contacts.flatMap(({ email }) => (email ? [email.toLowerCase()] : [])));
  const mobiles = new Set(contacts.flatMap(({ mobileNo }) => (mobileNo ? [mobileNo] : [])));
  emails.delete(change.email.toLowerCase());
  for (const mobileNo of mobiles) if (change.mobileNo && sameNumber(mobileNo, change.mobileNo)) mobiles.delete(mobileNo);
  const values = { reference: change.property.reference, address: change.property.address, email: maskEmail(change.email) };
  for (const recipient of emails) {
    store.outbox.add({
      channel: 'email',
      recipient,
      subject: deliveryNoticeText(change.lang, 'subject', values),
      body: deliveryNoticeText(change.lang, change.kind === 'registered' ? 'registeredMail' : 'unsubscribedMail', values),
    });
  }
  for (const recipient of mobiles) {
    store.outbox.add({ channel: 'sms', recipient, subject: null, body: deliveryNoticeText(change.lang, change.kind === 'registered' ? 'registeredSms' : 'unsubscribedSms', values) });
  }
}
