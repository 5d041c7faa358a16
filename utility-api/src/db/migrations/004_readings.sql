-- Meters, their readings and imported half-hour estimated consumption (README "Readings and consumption").
-- Readings are whole units of the meter's dials: m³ for water meters, kWh for electricity meters.

CREATE TABLE meters (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  meter_ref TEXT NOT NULL UNIQUE,
  serial_no TEXT NOT NULL,
  make TEXT NOT NULL,
  size TEXT NOT NULL,
  dials INTEGER NOT NULL CHECK (dials BETWEEN 4 AND 9),
  unit TEXT NOT NULL CHECK (unit IN ('m3', 'kWh'))
);
CREATE INDEX meters_account ON meters (account_id);

CREATE TABLE meter_readings (
  id INTEGER PRIMARY KEY,
  meter_id INTEGER NOT NULL REFERENCES meters (id),
  read_at TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('regular', 'customer', 'estimated', 'final')),
  reading INTEGER NOT NULL,
  previous_reading INTEGER,
  consumption INTEGER NOT NULL,
  clocked_over INTEGER NOT NULL DEFAULT 0,
  comment TEXT,
  photo_type TEXT,
  photo BLOB
);
CREATE INDEX meter_readings_meter ON meter_readings (meter_id, read_at);

CREATE TABLE half_hour_consumptions (
  id INTEGER PRIMARY KEY,
  meter_id INTEGER NOT NULL REFERENCES meters (id),
  day TEXT NOT NULL,
  period INTEGER NOT NULL CHECK (period BETWEEN 1 AND 48),
  quantity REAL NOT NULL,
  imported_at TEXT NOT NULL,
  UNIQUE (meter_id, day, period)
);
