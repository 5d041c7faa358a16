-- Bills, their payments and account adjustments (utility-api/README.md, Billing). Kept lean because the
-- large seed writes 24 bills for each of about 97,000 accounts:
-- * a bill's id is account_id * 1000 + its month number (months since January 2000), so the rowid
--   clusters an account's bills together and no secondary index is needed; period, issue and due dates
--   and the 15-digit invoice number are all derived from it (src/store/billing.ts);
-- * a bill is settled by at most one payment record, kept on the bill's row.
CREATE TABLE bills (
  id INTEGER PRIMARY KEY,
  amount_cents INTEGER NOT NULL,
  consumption INTEGER NOT NULL,
  paid_cents INTEGER NOT NULL DEFAULT 0,
  paid_on TEXT,
  payment_method INTEGER,
  payment_pending INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE account_adjustments (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  posted_on TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX account_adjustments_account ON account_adjustments (account_id);
