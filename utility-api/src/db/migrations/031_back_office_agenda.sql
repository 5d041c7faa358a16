-- What the back office remembers between runs (utility-api/README.md "Back office"), so that a run works only
-- on accounts whose data changed or whose day came, never on all of them again.

-- Watermarks: the last meter reading and half hour a run looked at ('readings', 'halfHours'), and the last
-- account the first look at every account reached ('accounts').
CREATE TABLE back_office_marks (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);

-- Per account, the next day each piece of work falls due (null: none): the open billing period's issue day
-- (the bill run issues its bill from then on), the first day of its meter-reading window, and the next day a
-- payment reminder may be due. Each has its index, so a run finds what fell due without a scan.
CREATE TABLE back_office_agenda (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  bill_on TEXT,
  reading_on TEXT,
  remind_on TEXT
);
CREATE INDEX back_office_agenda_bill ON back_office_agenda (bill_on);
CREATE INDEX back_office_agenda_reading ON back_office_agenda (reading_on);
CREATE INDEX back_office_agenda_remind ON back_office_agenda (remind_on);

-- Changes that add no row a watermark could follow: a payment written on its bill's row ('billing') and a half
-- hour imported again with another quantity ('consumption'). The back office takes them in order and deletes them.
CREATE TABLE back_office_changes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('billing', 'consumption'))
);

-- A bill's id is its account id * 1000 + its month number (003_billing.sql).
CREATE TRIGGER bills_payment_changed AFTER UPDATE OF paid_cents, paid_on, payment_pending ON bills
BEGIN
  INSERT INTO back_office_changes (account_id, kind) VALUES (NEW.id / 1000, 'billing');
END;

CREATE TRIGGER half_hours_reimported AFTER UPDATE OF quantity ON half_hour_consumptions
WHEN NEW.quantity IS NOT OLD.quantity
BEGIN
  INSERT INTO back_office_changes (account_id, kind) SELECT account_id, 'consumption' FROM meters WHERE id = NEW.meter_id;
END;

-- READING_DUE sent for a meter's reading window: once per window, however often the back office runs.
CREATE TABLE reading_notices (
  meter_id INTEGER NOT NULL REFERENCES meters (id),
  window_from TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (meter_id, window_from)
);
