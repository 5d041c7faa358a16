-- Meter-reading capture (README "Meter-reading capture", 002 §2 captureMeterReadings and capture, §4 reading
-- capture filter, §5): the reading cycle's route sheets, one per book and walk of the connections (012), and
-- one entry per meter on them. An entry is outstanding until it is captured (read_at set), completed once
-- captured, and non-editable once exported (exported_at set): export is what turns it into the meter's
-- `meter_readings` row (meter_reading_id).

CREATE TABLE capture_cycles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  opened_on TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'closed'))
);

CREATE TABLE capture_walks (
  id INTEGER PRIMARY KEY,
  cycle_id INTEGER NOT NULL REFERENCES capture_cycles (id),
  book TEXT NOT NULL,
  walk INTEGER NOT NULL,
  -- The employee the walk is assigned to (field workers see only theirs); null: not assigned.
  assigned_to INTEGER REFERENCES users (id),
  UNIQUE (cycle_id, book, walk)
);
CREATE INDEX capture_walks_assigned ON capture_walks (assigned_to);

CREATE TABLE capture_entries (
  id INTEGER PRIMARY KEY,
  walk_id INTEGER NOT NULL REFERENCES capture_walks (id),
  meter_id INTEGER NOT NULL REFERENCES meters (id),
  sequence INTEGER NOT NULL,
  -- The meter's latest reading when the cycle opened: what the captured reading is checked against.
  previous_reading INTEGER,
  previous_read_at TEXT,
  reading INTEGER,
  read_at TEXT,
  reason TEXT CHECK (reason IN ('regular', 'reread', 'final')),
  comment TEXT,
  clocked_over INTEGER NOT NULL DEFAULT 0,
  consumption INTEGER,
  access TEXT CHECK (access IN ('accessible', 'noAccess', 'dog', 'locked', 'obstructed', 'unsafe')),
  photo_type TEXT,
  photo BLOB,
  captured_by INTEGER REFERENCES users (id),
  exported_at TEXT,
  meter_reading_id INTEGER REFERENCES meter_readings (id),
  UNIQUE (walk_id, meter_id)
);
CREATE INDEX capture_entries_walk ON capture_entries (walk_id, sequence);
CREATE INDEX capture_entries_meter ON capture_entries (meter_id);
