-- Customer applications with their messages and attachments (002 §3 Message, Attachment list entry;
-- utility-api/README.md "Applications, messages and attachments"). Files are BLOBs: fine for the reference API.

CREATE TABLE applications (
  id INTEGER PRIMARY KEY,                       -- portalApplicationId
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  application_type INTEGER NOT NULL,
  name TEXT NOT NULL,
  status INTEGER NOT NULL,                      -- 002 §4 record statuses, 0 Unknown … 8 Suspended
  updated_on TEXT NOT NULL,
  assigned_employee_id INTEGER REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX applications_user ON applications (user_id, updated_on);
CREATE INDEX applications_assigned ON applications (assigned_employee_id);

CREATE TABLE application_messages (
  id INTEGER PRIMARY KEY,                       -- messageId
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  from_customer INTEGER NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- Not yet opened by its addressee: the customer for staff messages, staff for customer messages (002 §4).
  unread INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX application_messages_application ON application_messages (application_id, created_at);
CREATE INDEX application_messages_unread ON application_messages (unread, from_customer);

CREATE TABLE application_message_attachments (
  id INTEGER PRIMARY KEY,                       -- attachmentId
  message_id INTEGER NOT NULL REFERENCES application_messages (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL
);
CREATE INDEX application_message_attachments_message ON application_message_attachments (message_id);

CREATE TABLE application_attachments (
  id INTEGER PRIMARY KEY,                       -- attachmentId of the application's attachment list
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  seq_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  is_mandatory INTEGER NOT NULL,
  file_name TEXT,
  content_type TEXT,
  content BLOB
);
CREATE INDEX application_attachments_application ON application_attachments (application_id, seq_id);
