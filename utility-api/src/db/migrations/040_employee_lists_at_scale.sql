-- The disconnection list opens on the newest batches (store/disconnections.ts, its default order): walking the
-- batches newest first, and each one's orders by id (disconnection_orders_batch), a page stops after its rows
-- instead of sorting every order of the utility.
CREATE INDEX disconnection_batches_created ON disconnection_batches (created_on, id);

-- The work queues' counts (the employee home's panel, a queue's total: store/applicationQueueCounts.ts) kept
-- as applications and their messages change, as a back office keeps its queue counters: counting them read
-- every application of the queue, and probed each one's messages, on every look at the home screen.
-- An application's customer messages no employee has opened yet (002 §4 Message: unread, from the customer).
ALTER TABLE applications ADD COLUMN unread_customer_messages INTEGER NOT NULL DEFAULT 0;
UPDATE applications SET unread_customer_messages =
  (SELECT COUNT(*) FROM application_messages m WHERE m.application_id = applications.id AND m.unread = 1 AND m.from_customer = 1);

CREATE TRIGGER application_messages_unread_insert AFTER INSERT ON application_messages
WHEN NEW.unread = 1 AND NEW.from_customer = 1
BEGIN
  UPDATE applications SET unread_customer_messages = unread_customer_messages + 1 WHERE id = NEW.application_id;
END;
CREATE TRIGGER application_messages_unread_delete AFTER DELETE ON application_messages
WHEN OLD.unread = 1 AND OLD.from_customer = 1
BEGIN
  UPDATE applications SET unread_customer_messages = unread_customer_messages - 1 WHERE id = OLD.application_id;
END;
CREATE TRIGGER application_messages_unread_update AFTER UPDATE OF unread, from_customer, application_id ON application_messages
WHEN (OLD.unread = 1 AND OLD.from_customer = 1) OR (NEW.unread = 1 AND NEW.from_customer = 1)
BEGIN
  UPDATE applications SET unread_customer_messages = unread_customer_messages - 1
    WHERE id = OLD.application_id AND OLD.unread = 1 AND OLD.from_customer = 1;
  UPDATE applications SET unread_customer_messages = unread_customer_messages + 1
    WHERE id = NEW.application_id AND NEW.unread = 1 AND NEW.from_customer = 1;
END;

-- Applications by what a queue's counts and filters read: type (its queue through application_types), status,
-- assigned employee (0: nobody) and whether a customer message is unread.
CREATE TABLE application_queue_counts (
  application_type INTEGER NOT NULL,
  status INTEGER NOT NULL,
  assigned_employee_id INTEGER NOT NULL,
  unread INTEGER NOT NULL CHECK (unread IN (0, 1)),
  applications INTEGER NOT NULL CHECK (applications >= 0),
  PRIMARY KEY (application_type, status, assigned_employee_id, unread)
) WITHOUT ROWID;
INSERT INTO application_queue_counts (application_type, status, assigned_employee_id, unread, applications)
  SELECT application_type, status, COALESCE(assigned_employee_id, 0), unread_customer_messages > 0, COUNT(*)
  FROM applications GROUP BY 1, 2, 3, 4;

CREATE TRIGGER application_queue_counts_insert AFTER INSERT ON applications
BEGIN
  INSERT INTO application_queue_counts (application_type, status, assigned_employee_id, unread, applications)
    VALUES (NEW.application_type, NEW.status, COALESCE(NEW.assigned_employee_id, 0), NEW.unread_customer_messages > 0, 1)
    ON CONFLICT DO UPDATE SET applications = applications + 1;
END;
CREATE TRIGGER application_queue_counts_delete AFTER DELETE ON applications
BEGIN
  UPDATE application_queue_counts SET applications = applications - 1
    WHERE application_type = OLD.application_type AND status = OLD.status
      AND assigned_employee_id = COALESCE(OLD.assigned_employee_id, 0) AND unread = (OLD.unread_customer_messages > 0);
END;
CREATE TRIGGER application_queue_counts_update
AFTER UPDATE OF application_type, status, assigned_employee_id, unread_customer_messages ON applications
WHEN OLD.application_type IS NOT NEW.application_type OR OLD.status IS NOT NEW.status
  OR OLD.assigned_employee_id IS NOT NEW.assigned_employee_id
  OR (OLD.unread_customer_messages > 0) IS NOT (NEW.unread_customer_messages > 0)
BEGIN
  UPDATE application_queue_counts SET applications = applications - 1
    WHERE application_type = OLD.application_type AND status = OLD.status
      AND assigned_employee_id = COALESCE(OLD.assigned_employee_id, 0) AND unread = (OLD.unread_customer_messages > 0);
  INSERT INTO application_queue_counts (application_type, status, assigned_employee_id, unread, applications)
    VALUES (NEW.application_type, NEW.status, COALESCE(NEW.assigned_employee_id, 0), NEW.unread_customer_messages > 0, 1)
    ON CONFLICT DO UPDATE SET applications = applications + 1;
END;

-- Each reading walk's counts (store/meterCapture.ts: total, completed, non-editable; outstanding is the rest)
-- kept as its entries are captured and exported: the books screen shows every walk of a page of books with
-- its counts, and counting them read every entry of every walk shown (24 a walk at the large scale).
ALTER TABLE capture_walks ADD COLUMN entries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE capture_walks ADD COLUMN completed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE capture_walks ADD COLUMN non_editable INTEGER NOT NULL DEFAULT 0;
UPDATE capture_walks SET
  entries = (SELECT COUNT(*) FROM capture_entries e WHERE e.walk_id = capture_walks.id),
  completed = (SELECT COUNT(*) FROM capture_entries e WHERE e.walk_id = capture_walks.id AND e.read_at IS NOT NULL AND e.exported_at IS NULL),
  non_editable = (SELECT COUNT(*) FROM capture_entries e WHERE e.walk_id = capture_walks.id AND e.exported_at IS NOT NULL);

CREATE TRIGGER capture_walks_counts_insert AFTER INSERT ON capture_entries
BEGIN
  UPDATE capture_walks SET entries = entries + 1,
    completed = completed + (NEW.read_at IS NOT NULL AND NEW.exported_at IS NULL),
    non_editable = non_editable + (NEW.exported_at IS NOT NULL)
  WHERE id = NEW.walk_id;
END;
CREATE TRIGGER capture_walks_counts_delete AFTER DELETE ON capture_entries
BEGIN
  UPDATE capture_walks SET entries = entries - 1,
    completed = completed - (OLD.read_at IS NOT NULL AND OLD.exported_at IS NULL),
    non_editable = non_editable - (OLD.exported_at IS NOT NULL)
  WHERE id = OLD.walk_id;
END;
CREATE TRIGGER capture_walks_counts_update AFTER UPDATE OF walk_id, read_at, exported_at ON capture_entries
BEGIN
  UPDATE capture_walks SET entries = entries - 1,
    completed = completed - (OLD.read_at IS NOT NULL AND OLD.exported_at IS NULL),
    non_editable = non_editable - (OLD.exported_at IS NOT NULL)
  WHERE id = OLD.walk_id;
  UPDATE capture_walks SET entries = entries + 1,
    completed = completed + (NEW.read_at IS NOT NULL AND NEW.exported_at IS NULL),
    non_editable = non_editable + (NEW.exported_at IS NOT NULL)
  WHERE id = NEW.walk_id;
END;

-- An employee's own books (the books screen's first list): their walks of the cycle by book, without reading
-- every walk of the cycle to find them.
CREATE INDEX capture_walks_assignee ON capture_walks (cycle_id, assigned_to, book, walk);
