-- The customer's notification choice per kind (README "Notifications"); a kind without a row takes the default
-- (e-mail when the user has an address, else SMS when a mobile number, else none).
CREATE TABLE notification_preferences (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('BILL_ISSUED', 'PAYMENT_DUE', 'PAYMENT_OVERDUE', 'READING_DUE', 'APPLICATION_STATUS', 'NEW_MESSAGE', 'ALERT')),
  channel TEXT NOT NULL CHECK (channel IN ('EMAIL', 'SMS', 'BOTH', 'NONE')),
  PRIMARY KEY (user_id, kind)
);

-- Unsubscribe links: one random token per message sent, kept as its SHA-256 only; it names the user and the kind.
CREATE TABLE notification_unsubscribe_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX notification_unsubscribe_tokens_created ON notification_unsubscribe_tokens (created_at);
