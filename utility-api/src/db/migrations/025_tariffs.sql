-- The utility's water tariffs: the tariff in force on a bill period's first day prices that bill
-- (README, Bill charges and the open period). A file written before this table priced every bill at the
-- reference tariff of routes/billing/billRules.ts, so that one is in force from the beginning; a new file
-- is seeded after the migrations and gets the tariff history of the seed (seed/tariffs.ts).
CREATE TABLE tariffs (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  valid_from TEXT NOT NULL UNIQUE,
  fixed_cents INTEGER NOT NULL,
  daily_cents INTEGER NOT NULL,
  unit_cents REAL NOT NULL,
  vat_percent REAL NOT NULL
);
INSERT INTO tariffs (code, valid_from, fixed_cents, daily_cents, unit_cents, vat_percent)
VALUES ('W-STD', '2000-01-01', 850, 0, 135, 5);
