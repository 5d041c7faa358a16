-- Customer evaluation applications (issue "Public self-service", customer evaluation; utility-api/README.md).
-- Only a hash of the access key that names an application in its link is kept.
CREATE TABLE customer_evaluations (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  access_key_hash TEXT NOT NULL UNIQUE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT,
  mobile_no TEXT,
  address TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  supply_type TEXT NOT NULL,
  property_type TEXT NOT NULL,
  usage_type TEXT NOT NULL,
  occupants INTEGER NOT NULL,
  estimated_monthly_consumption REAL,
  consent_contact_by_email INTEGER NOT NULL,
  consent_contact_by_sms INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
