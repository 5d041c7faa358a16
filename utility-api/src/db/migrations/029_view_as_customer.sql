-- Staff views of a customer's portal (README "Staff views of a customer's portal"): every view an employee opens
-- is kept for the customer to read, and the view's own session is read-only and ends at `expires_at`.
CREATE TABLE customer_views (
  id INTEGER PRIMARY KEY,
  employee_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  started_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX customer_views_customer ON customer_views (customer_user_id, started_at);

-- A session with a view id is that view's: it acts as the customer, reads only, and lives until `expires_at`
-- whatever its activity.
ALTER TABLE sessions ADD COLUMN view_id INTEGER REFERENCES customer_views (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN expires_at TEXT;
