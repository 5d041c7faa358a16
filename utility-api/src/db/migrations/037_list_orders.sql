-- The debt-management list opens newest first (store/debtManagement.ts, its default order): read in this
-- order, a page stops after its rows instead of joining and sorting every case of the utility first.
CREATE INDEX debt_cases_opened ON debt_cases (opened_on, id);

-- The employees (assignment pickers of the work queue, job cards and schedules: `role = 1 AND active = 1`, by
-- name) are a handful among every customer's user: without this index each pick read every user.
CREATE INDEX users_active_employees ON users (name, id) WHERE role = 1 AND active = 1;
