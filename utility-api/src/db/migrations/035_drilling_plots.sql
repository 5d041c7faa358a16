-- Plots and drilling points of family applications (docs/applicationFamilies.md, Plots and points on the map).

-- The cadastre the plots are looked up in: one record per cadastral reference, its area as GeoJSON in
-- EPSG:4326. The reference API's demo cadastre (seed/cadastre.ts) fills it; a utility's own is loaded
-- the same way. A record of another geometry type is kept and answered as not supported.
CREATE TABLE cadastral_plots (
  district TEXT NOT NULL,
  municipality TEXT NOT NULL,
  sheet TEXT NOT NULL,
  plan TEXT NOT NULL,
  plot_number TEXT NOT NULL,
  geometry TEXT NOT NULL,                       -- GeoJSON geometry
  PRIMARY KEY (district, municipality, sheet, plan, plot_number)
) WITHOUT ROWID;

-- An employee's decision on one item of a group that needs it (a plot): validated, or refused with a reason.
-- A new submission asks for them again.
CREATE TABLE family_item_decisions (
  application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  item TEXT NOT NULL,                           -- `<group>.<i>`
  decision TEXT NOT NULL CHECK (decision IN ('VALIDATED', 'REFUSED')),
  reason TEXT,
  decided_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  decided_on TEXT NOT NULL,
  PRIMARY KEY (application_id, item)
);

-- The values as last submitted: a field locked after submission (the drilling point, `002 §9`) is compared with them.
ALTER TABLE family_applications ADD COLUMN submitted_values TEXT;
