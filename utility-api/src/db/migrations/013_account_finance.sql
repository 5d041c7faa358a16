-- Deposits, debt-management cases and payment agreements of accounts (002 §3 "statements, transactions,
-- deposits, debt-management cases and agreements"; utility-api/README.md "Employee enquiries: account tabs").
-- Money is kept in integer cents like bills (003), days as YYYY-MM-DD. The CHECKs keep every row
-- self-consistent, so the debt-management screens that write these tables later cannot store a half state.

CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  received_on TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('cash', 'cheque', 'card', 'bankGuarantee')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- held by the utility; refunded to the customer; applied to the account's balance (closing an account).
  status TEXT NOT NULL CHECK (status IN ('held', 'refunded', 'applied')),
  -- The day it was refunded or applied; null while held.
  settled_on TEXT,
  reference TEXT NOT NULL UNIQUE,
  CHECK ((status = 'held') = (settled_on IS NULL)),
  CHECK (settled_on IS NULL OR settled_on >= received_on)
);
CREATE INDEX deposits_account ON deposits (account_id, received_on);

CREATE TABLE debt_cases (
  id INTEGER PRIMARY KEY,
  case_number TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  opened_on TEXT NOT NULL,
  -- How far collection has gone, in order: reminder, final notice, disconnection warning, disconnected, legal.
  stage TEXT NOT NULL CHECK (stage IN ('reminder', 'finalNotice', 'disconnectionWarning', 'disconnected', 'legal')),
  -- open: being collected; onHold: paused while a payment agreement runs; closed: settled or written off.
  status TEXT NOT NULL CHECK (status IN ('open', 'onHold', 'closed')),
  -- The debt when the case was opened, and what of it is still owed.
  debt_cents INTEGER NOT NULL CHECK (debt_cents > 0),
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0 AND balance_cents <= debt_cents),
  last_action TEXT NOT NULL CHECK (last_action IN ('reminderLetter', 'phoneCall', 'finalNoticeLetter', 'disconnectionNotice',
    'disconnection', 'agreementSigned', 'agreementBroken', 'legalReferral', 'paymentReceived', 'writtenOff')),
  last_action_on TEXT NOT NULL,
  closed_on TEXT,
  CHECK ((status = 'closed') = (closed_on IS NOT NULL)),
  CHECK (last_action_on >= opened_on),
  CHECK (closed_on IS NULL OR closed_on >= last_action_on)
);
CREATE INDEX debt_cases_account ON debt_cases (account_id, opened_on);
-- Work lists of open cases by stage (debt management, 002 §2 employee areas).
CREATE INDEX debt_cases_status_stage ON debt_cases (status, stage, opened_on);

CREATE TABLE payment_agreements (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  -- The debt case it settles, when it came from one.
  debt_case_id INTEGER REFERENCES debt_cases (id),
  start_date TEXT NOT NULL,
  instalments INTEGER NOT NULL CHECK (instalments BETWEEN 1 AND 60),
  instalment_cents INTEGER NOT NULL CHECK (instalment_cents > 0),
  paid_instalments INTEGER NOT NULL DEFAULT 0 CHECK (paid_instalments >= 0 AND paid_instalments <= instalments),
  status TEXT NOT NULL CHECK (status IN ('active', 'completed', 'broken', 'cancelled')),
  -- Direct debit of the instalments: bank and full IBAN (answered masked, like account details); both or neither.
  bank_name TEXT,
  iban TEXT,
  CHECK ((bank_name IS NULL) = (iban IS NULL)),
  CHECK ((status = 'completed') = (paid_instalments = instalments))
);
CREATE INDEX payment_agreements_account ON payment_agreements (account_id, start_date);
CREATE INDEX payment_agreements_case ON payment_agreements (debt_case_id);

-- The messages of a customer's applications are found through the customer's users.
CREATE INDEX IF NOT EXISTS users_customer ON users (customer_id);
