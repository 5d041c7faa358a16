-- E-mails the utility sent to its customers (bills by e-mail, notices, replies), listed at /emails
-- (000 §2). They belong to the customer, so every portal user of that customer sees them.

CREATE TABLE emails (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  sent_at TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX emails_customer_sent ON emails (customer_id, sent_at);
