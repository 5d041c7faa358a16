-- Fees (payment type 3) and other sales (payment type 4) of an account (000 §2 payment menu, §3 payment types).
-- Each record is paid whole, online through /Payment/Create with its ChargeId; an open record is not on the
-- statement, and paying it posts the charge and its payment on the day (README, Choices the specification
-- leaves open).
CREATE TABLE account_charges (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  payment_type INTEGER NOT NULL CHECK (payment_type IN (3, 4)),
  kind TEXT NOT NULL,                           -- statements.json `charges`: its description
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  raised_on TEXT NOT NULL,
  paid_on TEXT,
  online_payment_id INTEGER REFERENCES online_payments (id)
);
CREATE INDEX account_charges_account ON account_charges (account_id, id);

ALTER TABLE online_payments ADD COLUMN charge_id INTEGER REFERENCES account_charges (id);

-- The card provider a payment goes to (000 §2 "card provider, another card provider"): 1 or 2, as the
-- utility settings' cardPaymentProviders configure them (README, Payments).
ALTER TABLE online_payments ADD COLUMN provider INTEGER NOT NULL DEFAULT 1;
