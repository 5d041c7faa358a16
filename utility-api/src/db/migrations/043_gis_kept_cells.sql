-- The web map's cells (utility-api/src/store/gisClusters.ts) were counted over every object inside the
-- viewport: 3,791 connections for a view of central Nicosia at the large demo scale, about 3.5 ms however
-- few cells the map draws. Here the counts are kept per cell of fixed grids, one per level: level L has
-- square cells of 2^-L degrees, cell (cx, cy) holding the objects with floor(longitude * 2^L) = cx and
-- floor(latitude * 2^L) = cy. A request whose grid is one of these (utility-api/src/store/gisKeptCells.ts)
-- reads its cells' rows instead of the objects: its work grows with the cells, not the objects in view.
-- Multiplying by a power of two is exact in floating point, so a cell's objects are exactly those the
-- viewport's own grid puts in it.
CREATE TABLE gis_cell_levels (
  level INTEGER PRIMARY KEY,
  -- 2^level: cells per degree.
  scale REAL NOT NULL
);
INSERT INTO gis_cell_levels (level, scale) VALUES
  (0, 1), (1, 2), (2, 4), (3, 8), (4, 16), (5, 32), (6, 64), (7, 128), (8, 256), (9, 512), (10, 1024), (11, 2048), (12, 4096);

-- Per cell and per layer: how many objects and the sums of their positions (for the mean position). Properties
-- count at their first connection and meters at their connection, as in the cells counted over a viewport.
-- `on_line` sets bit 1 for objects exactly on the cell's west line and bit 2 on its south line: a viewport's
-- grid counts objects on its east and north edges in its last column and row, the fixed grid in the next cell.
CREATE TABLE gis_cells (
  level INTEGER NOT NULL,
  cy INTEGER NOT NULL,
  cx INTEGER NOT NULL,
  on_line INTEGER NOT NULL,
  connections INTEGER NOT NULL DEFAULT 0,
  c_lat REAL NOT NULL DEFAULT 0,
  c_lon REAL NOT NULL DEFAULT 0,
  properties INTEGER NOT NULL DEFAULT 0,
  p_lat REAL NOT NULL DEFAULT 0,
  p_lon REAL NOT NULL DEFAULT 0,
  meters INTEGER NOT NULL DEFAULT 0,
  m_lat REAL NOT NULL DEFAULT 0,
  m_lon REAL NOT NULL DEFAULT 0,
  elements INTEGER NOT NULL DEFAULT 0,
  e_lat REAL NOT NULL DEFAULT 0,
  e_lon REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (level, cy, cx, on_line)
) WITHOUT ROWID;

-- The cells counted from scratch: the file's objects when the migration runs, and after a bulk load written
-- with the triggers paused (utility-api/src/store/gisKeptCells.ts, the demo data's seeding).
CREATE VIEW gis_cells_counted AS
SELECT level, cy, cx, on_line,
  sum(connections) AS connections, sum(c_lat) AS c_lat, sum(c_lon) AS c_lon,
  sum(properties) AS properties, sum(p_lat) AS p_lat, sum(p_lon) AS p_lon,
  sum(meters) AS meters, sum(m_lat) AS m_lat, sum(m_lon) AS m_lon,
  sum(elements) AS elements, sum(e_lat) AS e_lat, sum(e_lon) AS e_lon
FROM (
  SELECT l.level, floor(c.latitude * l.scale) AS cy, floor(c.longitude * l.scale) AS cx,
    (c.longitude * l.scale = floor(c.longitude * l.scale)) + 2 * (c.latitude * l.scale = floor(c.latitude * l.scale)) AS on_line,
    1 AS connections, c.latitude AS c_lat, c.longitude AS c_lon,
    c.first_of_property AS properties, c.first_of_property * c.latitude AS p_lat, c.first_of_property * c.longitude AS p_lon,
    c.meter_count AS meters, c.meter_count * c.latitude AS m_lat, c.meter_count * c.longitude AS m_lon,
    0 AS elements, 0.0 AS e_lat, 0.0 AS e_lon
  FROM connections c CROSS JOIN gis_cell_levels l
  UNION ALL
  SELECT l.level, floor(e.latitude * l.scale), floor(e.longitude * l.scale),
    (e.longitude * l.scale = floor(e.longitude * l.scale)) + 2 * (e.latitude * l.scale = floor(e.latitude * l.scale)),
    0, 0.0, 0.0, 0, 0.0, 0.0, 0, 0.0, 0.0, 1, e.latitude, e.longitude
  FROM elements e CROSS JOIN gis_cell_levels l
)
GROUP BY level, cy, cx, on_line;

INSERT INTO gis_cells SELECT * FROM gis_cells_counted;

-- A row here while a bulk load runs: the triggers below do nothing, and the load ends by counting the cells
-- from scratch, once, instead of updating 13 cells per row written.
CREATE TABLE gis_cells_paused (paused INTEGER PRIMARY KEY CHECK (paused = 1));

-- Kept by adding each written row's part to its cell at every level, and taking its old part away: one row
-- inserted into `gis_cell_changes` per part (sign 1 or -1), whose trigger updates the 13 cells and removes the
-- cells left empty. The parts commute, so the order the triggers of migration 041 and these fire in does not
-- matter.
CREATE VIEW gis_cell_changes AS
SELECT 0 AS sign, 0.0 AS latitude, 0.0 AS longitude, 0 AS connections, 0 AS properties, 0 AS meters, 0 AS elements
WHERE 0;

CREATE TRIGGER gis_cell_changes_apply INSTEAD OF INSERT ON gis_cell_changes BEGIN
  INSERT INTO gis_cells (level, cy, cx, on_line, connections, c_lat, c_lon, properties, p_lat, p_lon, meters, m_lat, m_lon, elements, e_lat, e_lon)
  SELECT level, floor(NEW.latitude * scale), floor(NEW.longitude * scale),
    (NEW.longitude * scale = floor(NEW.longitude * scale)) + 2 * (NEW.latitude * scale = floor(NEW.latitude * scale)),
    NEW.sign * NEW.connections, NEW.sign * NEW.connections * NEW.latitude, NEW.sign * NEW.connections * NEW.longitude,
    NEW.sign * NEW.properties, NEW.sign * NEW.properties * NEW.latitude, NEW.sign * NEW.properties * NEW.longitude,
    NEW.sign * NEW.meters, NEW.sign * NEW.meters * NEW.latitude, NEW.sign * NEW.meters * NEW.longitude,
    NEW.sign * NEW.elements, NEW.sign * NEW.elements * NEW.latitude, NEW.sign * NEW.elements * NEW.longitude
  FROM gis_cell_levels WHERE true
  ON CONFLICT (level, cy, cx, on_line) DO UPDATE SET
    connections = connections + excluded.connections, c_lat = c_lat + excluded.c_lat, c_lon = c_lon + excluded.c_lon,
    properties = properties + excluded.properties, p_lat = p_lat + excluded.p_lat, p_lon = p_lon + excluded.p_lon,
    meters = meters + excluded.meters, m_lat = m_lat + excluded.m_lat, m_lon = m_lon + excluded.m_lon,
    elements = elements + excluded.elements, e_lat = e_lat + excluded.e_lat, e_lon = e_lon + excluded.e_lon;
  DELETE FROM gis_cells WHERE connections = 0 AND elements = 0 AND (level, cy, cx, on_line) IN (
    SELECT level, floor(NEW.latitude * scale), floor(NEW.longitude * scale),
      (NEW.longitude * scale = floor(NEW.longitude * scale)) + 2 * (NEW.latitude * scale = floor(NEW.latitude * scale))
    FROM gis_cell_levels);
END;

CREATE TRIGGER gis_cells_connection_insert AFTER INSERT ON connections WHEN NOT EXISTS (SELECT 1 FROM gis_cells_paused) BEGIN
  INSERT INTO gis_cell_changes VALUES (1, NEW.latitude, NEW.longitude, 1, NEW.first_of_property, NEW.meter_count, 0);
END;

CREATE TRIGGER gis_cells_connection_delete AFTER DELETE ON connections WHEN NOT EXISTS (SELECT 1 FROM gis_cells_paused) BEGIN
  INSERT INTO gis_cell_changes VALUES (-1, OLD.latitude, OLD.longitude, 1, OLD.first_of_property, OLD.meter_count, 0);
END;

-- Moved, or made (or no longer) its property's first, or given or relieved of meters (migration 041's counts).
CREATE TRIGGER gis_cells_connection_update AFTER UPDATE OF latitude, longitude, first_of_property, meter_count ON connections
WHEN (OLD.latitude IS NOT NEW.latitude OR OLD.longitude IS NOT NEW.longitude
  OR OLD.first_of_property IS NOT NEW.first_of_property OR OLD.meter_count IS NOT NEW.meter_count)
  AND NOT EXISTS (SELECT 1 FROM gis_cells_paused) BEGIN
  INSERT INTO gis_cell_changes VALUES
    (-1, OLD.latitude, OLD.longitude, 1, OLD.first_of_property, OLD.meter_count, 0),
    (1, NEW.latitude, NEW.longitude, 1, NEW.first_of_property, NEW.meter_count, 0);
END;

CREATE TRIGGER gis_cells_element_insert AFTER INSERT ON elements WHEN NOT EXISTS (SELECT 1 FROM gis_cells_paused) BEGIN
  INSERT INTO gis_cell_changes VALUES (1, NEW.latitude, NEW.longitude, 0, 0, 0, 1);
END;

CREATE TRIGGER gis_cells_element_delete AFTER DELETE ON elements WHEN NOT EXISTS (SELECT 1 FROM gis_cells_paused) BEGIN
  INSERT INTO gis_cell_changes VALUES (-1, OLD.latitude, OLD.longitude, 0, 0, 0, 1);
END;

CREATE TRIGGER gis_cells_element_move AFTER UPDATE OF latitude, longitude ON elements
WHEN (OLD.latitude IS NOT NEW.latitude OR OLD.longitude IS NOT NEW.longitude) AND NOT EXISTS (SELECT 1 FROM gis_cells_paused) BEGIN
  INSERT INTO gis_cell_changes VALUES (-1, OLD.latitude, OLD.longitude, 0, 0, 0, 1), (1, NEW.latitude, NEW.longitude, 0, 0, 0, 1);
END;
