-- New customer applications of visitors (002 §2 wizard, §3 form fields, lookups and custom fields; utility-api/README.md
-- "New customer application"). Kept apart from 005's applications: a visitor has no user row yet, and staff
-- turn an accepted application into a customer. Localized names are JSON objects {"en": …, "el": …}.

CREATE TABLE new_customer_lookups (
  kind TEXT NOT NULL,                 -- idTypes, genders, consumerTypes, accountTypes, guideNotes
  item_id INTEGER NOT NULL,
  description TEXT NOT NULL,          -- JSON names; id types read 'prefix|description'
  reg_expr TEXT,                      -- id types: the id number pattern
  PRIMARY KEY (kind, item_id)
);

CREATE TABLE new_customer_address_lines (
  line_no INTEGER PRIMARY KEY,        -- Address1 … Address5
  name TEXT NOT NULL                  -- JSON names
);

CREATE TABLE custom_fields (
  id INTEGER PRIMARY KEY,             -- customFieldId
  name TEXT NOT NULL,                 -- JSON names
  unit_label TEXT,
  is_mandatory INTEGER NOT NULL,
  group_name TEXT NOT NULL,           -- JSON names
  type INTEGER NOT NULL,              -- 0 string, 1 integer, 2 decimal, 3 date, 4 lookup, 5 library
  data_id INTEGER,                    -- lookupId or libraryId of types 4 and 5
  parent_custom_field_id INTEGER REFERENCES custom_fields (id),
  order_id INTEGER NOT NULL,
  default_value TEXT
);

CREATE TABLE custom_field_items (
  list_kind TEXT NOT NULL,            -- lookup or library
  list_id INTEGER NOT NULL,
  item_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  parent_item_id INTEGER,
  type_id INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (list_kind, list_id, item_id)
);

CREATE TABLE new_customer_applications (
  id INTEGER PRIMARY KEY,             -- the application id CreateApplication answers
  session_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  fields TEXT NOT NULL,               -- JSON of the 002 §3 form fields as sent
  created_at TEXT NOT NULL,
  custom_values_saved INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE new_customer_application_files (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES new_customer_applications (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL
);

CREATE TABLE new_customer_custom_values (
  application_id INTEGER NOT NULL REFERENCES new_customer_applications (id) ON DELETE CASCADE,
  custom_field_id INTEGER NOT NULL REFERENCES custom_fields (id),
  str_value TEXT,
  int_value INTEGER,
  dbl_value REAL,
  date_value TEXT,
  data_id INTEGER,
  PRIMARY KEY (application_id, custom_field_id)
);
