-- Quantitative logs and qualitative samples at network elements (README "Logs and samples"; 002 §2 logs,
-- samples and sample; §3 samples and logs; §5 a log value beyond its minimum or maximum needs forced confirmation).

-- What is logged at an element: a parameter in its unit, with the range a value is expected in.
CREATE TABLE log_points (
  id INTEGER PRIMARY KEY,
  element_id INTEGER NOT NULL REFERENCES elements (id),
  parameter TEXT NOT NULL CHECK (parameter IN ('reservoirLevel', 'outletPressure', 'residualChlorine', 'flow', 'runningHours')),
  unit TEXT NOT NULL CHECK (unit IN ('m', 'bar', 'mg/l', 'm3/h', 'h')),
  minimum REAL NOT NULL,
  maximum REAL NOT NULL,
  -- Decimals a value is entered and stored with.
  decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 4),
  CHECK (minimum <= maximum),
  UNIQUE (element_id, parameter)
);

-- One value logged at a point. A value outside [minimum, maximum] is stored only after the logger confirmed it.
CREATE TABLE log_entries (
  id INTEGER PRIMARY KEY,
  log_point_id INTEGER NOT NULL REFERENCES log_points (id),
  value REAL NOT NULL,
  taken_at TEXT NOT NULL,
  taken_by INTEGER REFERENCES users (id),
  comment TEXT,
  out_of_range INTEGER NOT NULL DEFAULT 0 CHECK (out_of_range IN (0, 1)),
  confirmed INTEGER NOT NULL DEFAULT 0 CHECK (confirmed IN (0, 1))
);
CREATE INDEX log_entries_point ON log_entries (log_point_id, taken_at);
CREATE INDEX log_entries_taken ON log_entries (taken_at);

-- Where water samples are drawn at an element (a tap at a reservoir outlet, a hydrant…).
CREATE TABLE sampling_points (
  id INTEGER PRIMARY KEY,
  element_id INTEGER NOT NULL REFERENCES elements (id),
  name TEXT NOT NULL
);
CREATE INDEX sampling_points_element ON sampling_points (element_id);

-- A sample with its qualitative results (null until entered).
CREATE TABLE samples (
  id INTEGER PRIMARY KEY,
  sample_number TEXT NOT NULL UNIQUE,
  sampling_point_id INTEGER NOT NULL REFERENCES sampling_points (id),
  taken_at TEXT NOT NULL,
  taken_by INTEGER REFERENCES users (id),
  appearance TEXT CHECK (appearance IN ('clear', 'turbid')),
  odour TEXT CHECK (odour IN ('none', 'chlorine', 'other')),
  taste TEXT CHECK (taste IN ('acceptable', 'notAcceptable')),
  colour TEXT CHECK (colour IN ('acceptable', 'notAcceptable')),
  overall_result TEXT CHECK (overall_result IN ('pass', 'fail')),
  lab_reference TEXT,
  remarks TEXT,
  status TEXT NOT NULL CHECK (status IN ('collected', 'sentToLab', 'resultsEntered')),
  updated_at TEXT NOT NULL
);
CREATE INDEX samples_point ON samples (sampling_point_id, taken_at);
CREATE INDEX samples_taken ON samples (taken_at);
