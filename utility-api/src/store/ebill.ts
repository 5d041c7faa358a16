import type { Db } from '../db/open.ts';
import { BILL_ID_FACTOR } from '../routes/billing/billRules.ts';

/** Statement delivery type ids of `001 §3`, `001 §9`. */
export const STATEMENT_DELIVERY_EBILL = 199;
export const STATEMENT_DELIVERY_UNSUBSCRIBE = 200;

export interface EbillProperty {
  id: number;
  reference: string;
  address: string;
}

export interface StatementDelivery {
  propertyId: number;
  statementDeliveryTypeId: number;
  email: string;
  mobileNo: string | null;
  consentSms: boolean;
  consentEmail: boolean;
  updatedAt: string;
}

export interface EbillRegistration {
  propertyId: number;
  email: string;
  mobileNo: string | null;
  consentSms: boolean;
  consentEmail: boolean;
  otpSessionId: number;
  at: string;
}

interface DeliveryRow {
  property_id: number;
  statement_delivery_type_id: number;
  email: string;
  mobile_no: string | null;
  consent_sms: number;
  consent_email: number;
  updated_at: string;
}

/** Properties by reference and their statement delivery preference (migration 008). */
export function ebillStore(db: Db) {
  const property = db.prepare<[string], { id: number; reference: string; street: string; postcode: string; city: string }>(
    'SELECT id, reference, street, postcode, city FROM properties WHERE reference = ?',
  );
  const delivery = db.prepare<[number], DeliveryRow>('SELECT * FROM statement_deliveries WHERE property_id = ?');
  // Bill ids are account id * BILL_ID_FACTOR + month (migration 003): one lookup per account of the property.
  const bill = db.prepare<[number, number, number], number>(
    'SELECT 1 FROM accounts a JOIN bills b ON b.id = a.id * ? + ? WHERE a.property_id = ? LIMIT 1',
  ).pluck();
  const holders = db.prepare<[number], { email: string | null; mobileNo: string | null }>(
    'SELECT DISTINCT c.email, c.mobile_no AS mobileNo FROM accounts a JOIN customers c ON c.id = a.customer_id WHERE a.property_id = ? ORDER BY a.id',
  );
  const upsert = db.prepare(`INSERT INTO statement_deliveries
      (property_id, statement_delivery_type_id, email, mobile_no, consent_sms, consent_email, otp_session_id, updated_at)
    VALUES (@propertyId, @type, @email, @mobileNo, @consentSms, @consentEmail, @otpSessionId, @at)
    ON CONFLICT (property_id) DO UPDATE SET statement_delivery_type_id = excluded.statement_delivery_type_id,
      email = excluded.email, mobile_no = excluded.mobile_no, consent_sms = excluded.consent_sms,
      consent_email = excluded.consent_email, otp_session_id = excluded.otp_session_id, updated_at = excluded.updated_at`);
  return {
    /** The property of a reference with its address as one line, or undefined. */
    findProperty(reference: string): EbillProperty | undefined {
      const row = property.get(reference);
      return row && { id: row.id, reference: row.reference, address: `${row.street}, ${row.postcode} ${row.city}` };
    },
    /** True when an account of the property was billed for `month` (a month number of billRules.ts). */
    hasBill(propertyId: number, month: number): boolean {
      return bill.get(BILL_ID_FACTOR, month, propertyId) !== undefined;
    },
    /** The e-mail addresses and mobile numbers the utility holds for the customers of the property's accounts. */
    holderContacts(propertyId: number): Array<{ email: string | null; mobileNo: string | null }> {
      return holders.all(propertyId);
    },
    delivery(propertyId: number): StatementDelivery | undefined {
      const row = delivery.get(propertyId);
      return (
        row && {
          propertyId: row.property_id,
          statementDeliveryTypeId: row.statement_delivery_type_id,
          email: row.email,
          mobileNo: row.mobile_no,
          consentSms: row.consent_sms === 1,
          consentEmail: row.consent_email === 1,
          updatedAt: row.updated_at,
        }
      );
    },
    /** Records the e-bill (199) with the verified contacts and consents; a later one replaces it. */
    register(registration: EbillRegistration): void {
      upsert.run({
        ...registration,
        type: STATEMENT_DELIVERY_EBILL,
        consentSms: registration.consentSms ? 1 : 0,
        consentEmail: registration.consentEmail ? 1 : 0,
      });
    },
    /** Records the unsubscribe (200), keeping the e-mail that asked for it. */
    unsubscribe(propertyId: number, email: string, otpSessionId: number, at: string): void {
      upsert.run({ propertyId, type: STATEMENT_DELIVERY_UNSUBSCRIBE, email, mobileNo: null, consentSms: 0, consentEmail: 0, otpSessionId, at });
    },
  };
}

export type EbillStore = ReturnType<typeof ebillStore>;
