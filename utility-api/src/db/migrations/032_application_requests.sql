-- What the customer asked for with a customer-service or maintenance application (README "Work queues"): the
-- account and address it is about, the customer's description, the day they would like it done and the
-- form's other fields as sent (JSON: [{"name", "value"}]). Family, new customer and evaluation applications
-- keep what was sent in their own tables; an application without a row here has no recorded request.
CREATE TABLE application_requests (
  application_id INTEGER PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  account_id INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
  address TEXT,
  description TEXT NOT NULL,
  submitted_on TEXT NOT NULL,
  preferred_date TEXT,
  fields TEXT NOT NULL DEFAULT '[]'
);
