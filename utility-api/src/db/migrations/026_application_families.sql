-- Application families (docs/applicationFamilies.md, utility-api/README.md "Application families"): an
-- application of a family is an `applications` row (its record status follows the stage) with its values,
-- stage, fee payment and issued document here, and every stage change kept with who and when. Family
-- application types (31–49) are registered in application_types at start from the definitions.

CREATE TABLE family_applications (
  application_id INTEGER PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  family_code TEXT NOT NULL,
  stage TEXT NOT NULL,
  -- The applicant's language at the last save: the issued document is written in it.
  language TEXT NOT NULL,
  field_values TEXT NOT NULL DEFAULT '{}',      -- JSON {path: value}
  paid_on TEXT,
  paid_cents INTEGER,
  receipt_number TEXT,
  reference TEXT UNIQUE,
  verification_code TEXT UNIQUE,                -- normalized: 12 Crockford base32 characters
  issued_on TEXT,                               -- YYYY-MM-DD
  valid_until TEXT                              -- YYYY-MM-DD, null when the document does not expire
);
CREATE INDEX family_applications_code ON family_applications (family_code);

CREATE TABLE family_application_stages (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  stage TEXT NOT NULL,
  changed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changed_on TEXT NOT NULL,
  comment TEXT
);
CREATE INDEX family_application_stages_application ON family_application_stages (application_id, id);

-- A family fee is paid online with the application named, and by a customer who may hold no account:
-- online_payments gains the application and loses its required account (rebuilt, SQLite cannot drop NOT NULL).
CREATE TABLE online_payments_new (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  account_id INTEGER REFERENCES accounts (id),
  payment_type INTEGER NOT NULL,
  bill_id INTEGER,
  amount_cents INTEGER NOT NULL,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'created',
  card_last4 TEXT,
  created_on TEXT NOT NULL,
  settled_on TEXT,
  portal_application_id INTEGER REFERENCES applications (id) ON DELETE SET NULL
);
INSERT INTO online_payments_new (id, public_id, idempotency_key, account_id, payment_type, bill_id, amount_cents, return_url, status, card_last4, created_on, settled_on)
  SELECT id, public_id, idempotency_key, account_id, payment_type, bill_id, amount_cents, return_url, status, card_last4, created_on, settled_on FROM online_payments;
DROP TABLE online_payments;
ALTER TABLE online_payments_new RENAME TO online_payments;

-- Customer evaluation applications of visitors (011) reach the customer-service queue as type 21, as the
-- new customer applications do as type 20 (014).
INSERT INTO application_types (id, kind, name) VALUES
  (21, 1, '{"en":"Customer evaluation","el":"Αξιολόγηση πελάτη","ru":"Оценка клиента","ar":"تقييم العميل"}');
ALTER TABLE applications ADD COLUMN customer_evaluation_id INTEGER REFERENCES customer_evaluations (id) ON DELETE SET NULL;

-- Which families the portal offers: a JSON array of codes, null for every defined family.
INSERT OR IGNORE INTO settings (key, value) VALUES ('enabledApplicationFamilies', 'null');
