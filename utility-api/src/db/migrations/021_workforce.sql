-- Store requisitions and employee schedules (README "Store requisitions, schedules and preferences"; 002 §2
-- store requisitions, employee schedules; §3 store requisition, employee schedule, preference).

-- A request for materials from a stores warehouse: draft → submitted → approved → issued, or rejected / cancelled.
CREATE TABLE store_requisitions (
  id INTEGER PRIMARY KEY,
  warehouse_id INTEGER NOT NULL REFERENCES warehouses (id),
  requested_by INTEGER NOT NULL REFERENCES users (id),
  job_card_number TEXT,
  note TEXT,
  status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'issued', 'rejected', 'cancelled')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX store_requisitions_status ON store_requisitions (status, id);

CREATE TABLE store_requisition_lines (
  id INTEGER PRIMARY KEY,
  requisition_id INTEGER NOT NULL REFERENCES store_requisitions (id) ON DELETE CASCADE,
  stock_item_id INTEGER NOT NULL REFERENCES stock_items (id),
  quantity REAL NOT NULL CHECK (quantity > 0),
  UNIQUE (requisition_id, stock_item_id)
);

-- What an employee does on a day: a shift, on call, leave or training, from one time to another (HH:MM).
CREATE TABLE schedule_entries (
  id INTEGER PRIMARY KEY,
  employee_id INTEGER NOT NULL REFERENCES users (id),
  day TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('shift', 'onCall', 'leave', 'training')),
  note TEXT,
  CHECK (starts_at < ends_at)
);
CREATE INDEX schedule_entries_day ON schedule_entries (day, employee_id);
