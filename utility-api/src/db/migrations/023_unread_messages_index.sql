-- The queues' unread-message checks (per application: unread, from the customer or from staff) went through
-- the (unread, from_customer) index and scanned every unread message of the utility for each application:
-- at the large scale /Application/GetQueueCounts took 8–11 s. One index on all three equalities, led by the
-- application, answers each check with a single seek; the old two-column index has no query of its own.
DROP INDEX application_messages_unread;
CREATE INDEX application_messages_unread_by_application ON application_messages (application_id, unread, from_customer);
