-- E-bill (001 §2, §3): the statement delivery preference of each property, set by the e-bill
-- registration (type 199, with the verified contacts and consents) and by the unsubscribe (type 200).
CREATE TABLE statement_deliveries (
  property_id INTEGER PRIMARY KEY REFERENCES properties (id),
  statement_delivery_type_id INTEGER NOT NULL CHECK (statement_delivery_type_id IN (199, 200)),
  email TEXT NOT NULL,
  mobile_no TEXT,
  consent_sms INTEGER NOT NULL DEFAULT 0,
  consent_email INTEGER NOT NULL DEFAULT 0,
  otp_session_id INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
