-- Employee enquiries (README "Employee enquiries", 002 §3 customer, connection and meter device labels).
-- New tables keyed by existing rows, so seeded customers, properties and meters keep exactly their data,
-- and a search index over accounts kept up to date by triggers.

CREATE TABLE customer_details (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id),
  title TEXT,
  first_name TEXT,
  initial TEXT,
  surname TEXT,
  tax_no TEXT,
  tel_no TEXT,
  work_tel_no TEXT,
  mailing_address TEXT,
  consent_email INTEGER NOT NULL DEFAULT 1,
  consent_sms INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX customer_details_tax_no ON customer_details (tax_no);

-- Service connections of a property (002 §3 connection labels: number, status, type, size, book, walk,
-- sequence, GPS).
CREATE TABLE connections (
  id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES properties (id),
  number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('active', 'disconnected', 'pending')),
  type TEXT NOT NULL CHECK (type IN ('domestic', 'commercial', 'irrigation', 'fire')),
  size TEXT NOT NULL,
  book TEXT NOT NULL,
  walk INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180)
);
CREATE INDEX connections_property ON connections (property_id);

-- Meter device details (002 §3 meter device labels: condition, conversion factor, warehouse).
CREATE TABLE meter_details (
  meter_id INTEGER PRIMARY KEY REFERENCES meters (id),
  connection_id INTEGER REFERENCES connections (id),
  condition TEXT NOT NULL CHECK (condition IN ('good', 'fair', 'poor', 'faulty')),
  conversion_factor REAL NOT NULL,
  warehouse TEXT
);
CREATE INDEX meter_details_connection ON meter_details (connection_id);

-- Exact keys (short criteria) and the sort orders of the search walk B-trees instead of sorting matches.
CREATE INDEX customers_id_no ON customers (id_no);
CREATE INDEX customers_name ON customers (name);
CREATE INDEX properties_address ON properties (street, postcode, city);
CREATE INDEX property_details_plot ON property_details (plot);
CREATE INDEX meters_serial_no ON meters (serial_no);

-- What the search index holds for an account: its keys, its customer's names, numbers and addresses,
-- its property and its meters. Phones are digits only.
CREATE VIEW enquiry_search_source AS
SELECT a.id AS account_id,
       a.account_key,
       trim(c.name || ' ' || coalesce(cd.title, '')) AS name,
       c.id_no,
       coalesce(cd.tax_no, '') AS tax_no,
       trim(coalesce(c.mobile_no, '') || ' ' || coalesce(cd.tel_no, '') || ' ' || coalesce(cd.work_tel_no, '')) AS phones,
       coalesce(c.email, '') AS email,
       p.street || ', ' || p.postcode || ' ' || p.city || coalesce(' | ' || cd.mailing_address, '') AS address,
       p.reference AS property_reference,
       coalesce(pd.plot, '') AS plot,
       coalesce((SELECT group_concat(m.meter_ref, ' ') FROM meters m WHERE m.account_id = a.id), '') AS meter_refs,
       coalesce((SELECT group_concat(m.serial_no, ' ') FROM meters m WHERE m.account_id = a.id), '') AS serial_nos
FROM accounts a
JOIN customers c ON c.id = a.customer_id
JOIN properties p ON p.id = a.property_id
LEFT JOIN customer_details cd ON cd.customer_id = c.id
LEFT JOIN property_details pd ON pd.property_id = p.id;

-- Substring search (trigram) over every text an employee may type; rowid = accounts.id.
CREATE VIRTUAL TABLE enquiry_search USING fts5 (
  account_key, name, id_no, tax_no, phones, email, address, property_reference, plot, meter_refs, serial_nos,
  tokenize = 'trigram remove_diacritics 1',
  -- No ranking is used: the per-row column sizes bm25 needs are not stored.
  columnsize = 0
);

-- The seed builds the index in one pass at its end; afterwards every change rewrites the rows it touches.
CREATE TABLE enquiry_search_dirty (account_id INTEGER PRIMARY KEY);
CREATE TRIGGER enquiry_search_refresh AFTER INSERT ON enquiry_search_dirty BEGIN
  DELETE FROM enquiry_search WHERE rowid = NEW.account_id;
  INSERT INTO enquiry_search (rowid, account_key, name, id_no, tax_no, phones, email, address, property_reference, plot,
    meter_refs, serial_nos)
  SELECT * FROM enquiry_search_source WHERE account_id = NEW.account_id;
  DELETE FROM enquiry_search_dirty WHERE account_id = NEW.account_id;
END;

CREATE TRIGGER enquiry_accounts_insert AFTER INSERT ON accounts WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) VALUES (NEW.id);
END;
CREATE TRIGGER enquiry_accounts_update AFTER UPDATE ON accounts WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) VALUES (NEW.id);
END;
CREATE TRIGGER enquiry_accounts_delete AFTER DELETE ON accounts BEGIN
  DELETE FROM enquiry_search WHERE rowid = OLD.id;
END;
CREATE TRIGGER enquiry_customers_update AFTER UPDATE ON customers WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) SELECT id FROM accounts WHERE customer_id = NEW.id;
END;
CREATE TRIGGER enquiry_customer_details_insert AFTER INSERT ON customer_details WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) SELECT id FROM accounts WHERE customer_id = NEW.customer_id;
END;
CREATE TRIGGER enquiry_customer_details_update AFTER UPDATE ON customer_details WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) SELECT id FROM accounts WHERE customer_id = NEW.customer_id;
END;
CREATE TRIGGER enquiry_properties_update AFTER UPDATE ON properties WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) SELECT id FROM accounts WHERE property_id = NEW.id;
END;
CREATE TRIGGER enquiry_property_details_insert AFTER INSERT ON property_details WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) SELECT id FROM accounts WHERE property_id = NEW.property_id;
END;
CREATE TRIGGER enquiry_property_details_update AFTER UPDATE ON property_details WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) SELECT id FROM accounts WHERE property_id = NEW.property_id;
END;
CREATE TRIGGER enquiry_meters_insert AFTER INSERT ON meters WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) VALUES (NEW.account_id);
END;
CREATE TRIGGER enquiry_meters_update AFTER UPDATE ON meters WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) VALUES (OLD.account_id);
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) VALUES (NEW.account_id);
END;
CREATE TRIGGER enquiry_meters_delete AFTER DELETE ON meters WHEN EXISTS (SELECT 1 FROM meta WHERE key = 'seed') BEGIN
  INSERT OR IGNORE INTO enquiry_search_dirty (account_id) VALUES (OLD.account_id);
END;
