-- What the field-work areas share (README "Field work: elements, warehouses and employees"; 002 §3 jobcard
-- station, element type and element, preference warehouse and meter warehouse): the utility's network
-- elements with their types and stations, and the warehouses employees draw stores and meters from.

CREATE TABLE warehouses (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  -- stores: materials for maintenance (store requisitions, job card store allocations);
  -- meters: meter devices for installation and exchange (the profile's meter warehouse).
  kind TEXT NOT NULL CHECK (kind IN ('stores', 'meters'))
);

CREATE TABLE element_types (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  -- Names by locale, like application types: {"en": "...", "el": "...", ...}; en is the fallback.
  name TEXT NOT NULL CHECK (json_valid(name)),
  -- A station (reservoir, pump station, treatment plant, substation) groups the elements around it.
  is_station INTEGER NOT NULL DEFAULT 0 CHECK (is_station IN (0, 1))
);

CREATE TABLE elements (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  element_type_id INTEGER NOT NULL REFERENCES element_types (id),
  -- The station the element belongs to; null for stations themselves.
  parent_id INTEGER REFERENCES elements (id),
  town TEXT NOT NULL,
  latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
  installed_on TEXT NOT NULL
);
CREATE INDEX elements_type ON elements (element_type_id, code);
CREATE INDEX elements_parent ON elements (parent_id);
CREATE INDEX elements_position ON elements (latitude, longitude);

-- The materials a warehouse holds (store requisitions, job card store allocations), and how many of each.
CREATE TABLE stock_items (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('pipes', 'fittings', 'valves', 'meters', 'chemicals', 'tools')),
  unit TEXT NOT NULL CHECK (unit IN ('pcs', 'm', 'kg', 'l'))
);

CREATE TABLE warehouse_stock (
  warehouse_id INTEGER NOT NULL REFERENCES warehouses (id),
  stock_item_id INTEGER NOT NULL REFERENCES stock_items (id),
  quantity REAL NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (warehouse_id, stock_item_id)
);
