-- Payment reminders the back office sent (utility-api/README.md "Notifications"): each bill is reminded once
-- before it is due and once when it is overdue, whatever the number of runs.

CREATE TABLE bill_notices (
  bill_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('PAYMENT_DUE', 'PAYMENT_OVERDUE')),
  sent_at TEXT NOT NULL,
  PRIMARY KEY (bill_id, kind)
);
