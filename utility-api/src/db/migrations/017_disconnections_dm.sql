-- Disconnections and debt management (002 §2 employee areas "disconnections and reconnections" and "debt
-- management"; §3 Disconnection labels, debt-management cases and agreements, bank and IBAN; §4 under
-- investigation; §5 final reading, IBAN, payment phone and balance rules; utility-api/README.md
-- "Disconnections" and "Debt management"). Money in integer cents, days as YYYY-MM-DD, readings in whole units.

-- A batch of disconnection orders issued together for one billing group.
CREATE TABLE disconnection_batches (
  id INTEGER PRIMARY KEY,
  batch_number TEXT NOT NULL UNIQUE,
  billing_group TEXT NOT NULL,
  project TEXT NOT NULL,
  created_on TEXT NOT NULL
);
CREATE INDEX disconnection_batches_group ON disconnection_batches (billing_group, created_on);

-- One account to disconnect (from a debt case at the disconnection stages), and what the crew recorded.
CREATE TABLE disconnection_orders (
  id INTEGER PRIMARY KEY,
  batch_id INTEGER NOT NULL REFERENCES disconnection_batches (id),
  debt_case_id INTEGER NOT NULL REFERENCES debt_cases (id),
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  meter_id INTEGER REFERENCES meters (id),
  -- The meter's last reading when the order was issued: the final reading may not be lower without a clock-over.
  previous_reading INTEGER NOT NULL DEFAULT 0 CHECK (previous_reading >= 0),
  last_payment_on TEXT,
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
  -- pending: to do; disconnected: supply cut, final reading recorded; reconnected: supply restored; cancelled.
  status TEXT NOT NULL CHECK (status IN ('pending', 'disconnected', 'reconnected', 'cancelled')),
  under_investigation INTEGER NOT NULL DEFAULT 0 CHECK (under_investigation IN (0, 1)),
  investigation_reason TEXT,
  -- Saving without a final reading stores 0 (002 §5).
  final_reading INTEGER CHECK (final_reading IS NULL OR final_reading >= 0),
  final_reading_on TEXT,
  clock_over INTEGER NOT NULL DEFAULT 0 CHECK (clock_over IN (0, 1)),
  comment TEXT,
  reconnected_on TEXT,
  CHECK ((under_investigation = 1) = (investigation_reason IS NOT NULL)),
  CHECK ((final_reading IS NULL) = (final_reading_on IS NULL)),
  CHECK ((status = 'reconnected') = (reconnected_on IS NOT NULL))
);
CREATE INDEX disconnection_orders_batch ON disconnection_orders (batch_id, id);
CREATE INDEX disconnection_orders_status ON disconnection_orders (status, id);
CREATE INDEX disconnection_orders_case ON disconnection_orders (debt_case_id);

-- The actions history of a debt case (debt_cases.last_action keeps the latest one).
CREATE TABLE debt_case_actions (
  id INTEGER PRIMARY KEY,
  debt_case_id INTEGER NOT NULL REFERENCES debt_cases (id),
  action TEXT NOT NULL CHECK (action IN ('reminderLetter', 'phoneCall', 'finalNoticeLetter', 'disconnectionNotice',
    'disconnection', 'agreementSigned', 'agreementBroken', 'legalReferral', 'paymentReceived', 'writtenOff')),
  acted_on TEXT NOT NULL,
  note TEXT,
  -- For paymentReceived: the amount paid.
  amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0),
  employee_id INTEGER REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX debt_case_actions_case ON debt_case_actions (debt_case_id, acted_on);

-- Banks of the direct debit of an agreement (002 §5 "IBAN must be valid and a bank chosen").
CREATE TABLE banks (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  country TEXT NOT NULL CHECK (length(country) = 2)
);
INSERT INTO banks (id, code, name, country) VALUES
  (1, 'BOCY', 'Bank of Cyprus', 'CY'),
  (2, 'HEBA', 'Hellenic Bank', 'CY'),
  (3, 'ERBK', 'Eurobank Cyprus', 'CY'),
  (4, 'ABKL', 'Alpha Bank Cyprus', 'CY'),
  (5, 'ETHN', 'National Bank of Greece', 'GR'),
  (6, 'PIRB', 'Piraeus Bank', 'GR'),
  (7, 'DEUT', 'Deutsche Bank', 'DE');

-- Agreements made in the portal keep the bank chosen and the phone the instalment reminders go to.
ALTER TABLE payment_agreements ADD COLUMN bank_id INTEGER REFERENCES banks (id);
ALTER TABLE payment_agreements ADD COLUMN payment_phone TEXT;
