-- Online payments through the sandbox card provider (utility-api/README.md, Payments). One row per
-- payment attempt; the idempotency key makes a repeated /Payment/Create answer the same row, and the
-- row's status moves once, from 'created' to 'completed' or 'rejected', so a card is charged at most once.
CREATE TABLE online_payments (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  payment_type INTEGER NOT NULL,
  bill_id INTEGER,
  amount_cents INTEGER NOT NULL,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'created',
  card_last4 TEXT,
  created_on TEXT NOT NULL,
  settled_on TEXT
);
