-- Assets with condition assessments, element properties and the photovoltaic park directory (002 §2 employee
-- areas "assets and condition assessments", "elements", "photovoltaic park directory"; §3 custom fields;
-- §5 number fields; §9 network voltage options). README "Assets, element properties and PV parks".

-- Equipment installed at a network element (migration 015), the asset register of asset managers.
CREATE TABLE assets (
  id INTEGER PRIMARY KEY,
  asset_number TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('pump', 'motor', 'valve', 'pipeSection', 'tank', 'electricalPanel', 'scadaDevice')),
  element_id INTEGER NOT NULL REFERENCES elements (id),
  make TEXT,
  model TEXT,
  serial_no TEXT,
  installed_on TEXT,
  -- Cents, so that money keeps two exact decimals (002 §9).
  purchase_cost INTEGER CHECK (purchase_cost IS NULL OR purchase_cost >= 0),
  expected_life_years INTEGER CHECK (expected_life_years IS NULL OR expected_life_years BETWEEN 1 AND 200),
  status TEXT NOT NULL CHECK (status IN ('inService', 'standby', 'retired')),
  -- 1 low … 5 very high: how badly a failure hurts supply.
  criticality INTEGER NOT NULL CHECK (criticality BETWEEN 1 AND 5)
);
CREATE INDEX assets_element ON assets (element_id, asset_number);

-- A condition assessment; the asset's current condition is its latest one (by day, then id).
CREATE TABLE condition_assessments (
  id INTEGER PRIMARY KEY,
  asset_id INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
  assessed_on TEXT NOT NULL,
  assessor_id INTEGER NOT NULL REFERENCES users (id),
  -- 1 very good, 2 good, 3 fair, 4 poor, 5 very poor.
  condition_grade INTEGER NOT NULL CHECK (condition_grade BETWEEN 1 AND 5),
  performance_grade INTEGER NOT NULL CHECK (performance_grade BETWEEN 1 AND 5),
  remaining_life_years INTEGER CHECK (remaining_life_years IS NULL OR remaining_life_years BETWEEN 0 AND 200),
  remarks TEXT,
  next_due_on TEXT
);
CREATE INDEX condition_assessments_latest ON condition_assessments (asset_id, assessed_on DESC, id DESC);

-- Typed custom fields per element type (002 §3 custom fields: group, number, name, value; types 0 string,
-- 1 integer, 2 decimal, 3 date, 4 lookup). Group, name and lookup item names by locale, en the fallback.
CREATE TABLE element_property_definitions (
  id INTEGER PRIMARY KEY,
  element_type_id INTEGER NOT NULL REFERENCES element_types (id),
  group_name TEXT NOT NULL CHECK (json_valid(group_name)),
  order_id INTEGER NOT NULL,
  name TEXT NOT NULL CHECK (json_valid(name)),
  unit TEXT,
  type INTEGER NOT NULL CHECK (type BETWEEN 0 AND 4),
  is_mandatory INTEGER NOT NULL DEFAULT 0 CHECK (is_mandatory IN (0, 1)),
  -- Lookup items of type 4: [{"itemId": 1, "name": {"en": …}}].
  items TEXT CHECK (items IS NULL OR json_valid(items)),
  UNIQUE (element_type_id, order_id)
);

-- Values in one text form: the string, the integer or decimal digits, a YYYY-MM-DD day, a lookup item id.
CREATE TABLE element_property_values (
  element_id INTEGER NOT NULL REFERENCES elements (id),
  definition_id INTEGER NOT NULL REFERENCES element_property_definitions (id),
  value TEXT NOT NULL,
  PRIMARY KEY (element_id, definition_id)
);

-- Photovoltaic parks connected to the network.
CREATE TABLE pv_parks (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  licence_number TEXT NOT NULL UNIQUE,
  operator TEXT NOT NULL,
  installed_capacity_kwp REAL NOT NULL CHECK (installed_capacity_kwp >= 0),
  export_capacity_kw REAL NOT NULL CHECK (export_capacity_kw >= 0),
  -- 002 §9 network voltage options: MV (22 kV or 11 kV) and LV.
  connection_voltage TEXT NOT NULL CHECK (connection_voltage IN ('mv22', 'mv11', 'lv')),
  element_id INTEGER REFERENCES elements (id),
  town TEXT NOT NULL,
  latitude REAL CHECK (latitude IS NULL OR latitude BETWEEN -90 AND 90),
  longitude REAL CHECK (longitude IS NULL OR longitude BETWEEN -180 AND 180),
  commissioned_on TEXT,
  status TEXT NOT NULL CHECK (status IN ('planned', 'underConstruction', 'operating', 'decommissioned')),
  contact_phone TEXT,
  contact_email TEXT
);
CREATE INDEX pv_parks_name ON pv_parks (name);
