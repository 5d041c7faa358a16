-- The disconnection list opens on the newest batches (store/disconnections.ts, its default order): walking the
-- batches newest first, and each one's orders by id (disconnection_orders_batch), a page stops after its rows
-- instead of sorting every order of the utility.
CREATE INDEX disconnection_batches_created ON disconnection_batches (created_on, id);
