-- Account and property details of the enquiry labels (002 §3: consumer type, billing group, bank and IBAN,
-- e-bill; property reference, plot, owner, tenant, tariffs). Separate tables keyed by the existing rows, so
-- the seeded accounts and properties keep exactly the data they had; owner and tenant are derived from
-- accounts and account_users, never copied.

CREATE TABLE account_details (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  consumer_type TEXT NOT NULL CHECK (consumer_type IN ('domestic', 'commercial', 'industrial', 'public')),
  billing_group TEXT NOT NULL,
  tariff TEXT NOT NULL,
  supply_type TEXT NOT NULL CHECK (supply_type IN ('water', 'electricity')),
  status TEXT NOT NULL CHECK (status IN ('active', 'suspended', 'closed')),
  opened_on TEXT NOT NULL,
  bank_name TEXT,
  iban TEXT,
  e_bill INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE property_details (
  property_id INTEGER PRIMARY KEY REFERENCES properties (id),
  plot TEXT NOT NULL,
  property_type TEXT NOT NULL CHECK (property_type IN ('house', 'apartment', 'shop', 'office', 'plot')),
  -- JSON list of tariff codes applied at the property.
  tariffs TEXT NOT NULL DEFAULT '[]'
);

-- A property's owner and tenant are looked up through its accounts.
CREATE INDEX accounts_property ON accounts (property_id);

-- Contact-us messages of signed-in customers (README "Contact us"): their id is the reference number.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id INTEGER REFERENCES accounts (id),
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  outbox_id INTEGER NOT NULL REFERENCES outbox (id),
  created_at TEXT NOT NULL
);
