-- The debt-management list opens newest first (store/debtManagement.ts, its default order): read in this
-- order, a page stops after its rows instead of joining and sorting every case of the utility first.
CREATE INDEX debt_cases_opened ON debt_cases (opened_on, id);
