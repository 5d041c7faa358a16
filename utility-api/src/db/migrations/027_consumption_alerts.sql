-- Leak and high-usage alerts the back office derives from meter readings and half-hour consumption
-- (utility-api/src/routes/consumptionAlerts/detection.ts). One row per meter, kind and detected period: a
-- dismissed alert stays dismissed when the same evidence is seen again, and a new period opens a new alert.

CREATE TABLE consumption_alerts (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  meter_id INTEGER NOT NULL REFERENCES meters (id),
  kind TEXT NOT NULL CHECK (kind IN ('leak', 'highUsage', 'implausibleReading')),
  period_from TEXT NOT NULL,                -- first day (YYYY-MM-DD) of the evidence
  period_to TEXT NOT NULL,                  -- last day of the evidence; a leak's grows while it lasts
  evidence TEXT NOT NULL,                   -- JSON: the series the chart shows, its unit and threshold
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'visitRequested')),
  application_id INTEGER REFERENCES applications (id) ON DELETE SET NULL,
  detected_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (meter_id, kind, period_from)
);
CREATE INDEX consumption_alerts_account ON consumption_alerts (account_id, status, period_to);
