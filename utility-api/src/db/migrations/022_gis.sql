-- Web map and GIS administration (README "Web map and GIS administration"; 002 §2 webgis, gisAdministration,
-- gisSettings, mapsSettings, mapSettings, gisUserSettings; 002 §3 GIS settings).

-- Viewport queries walk connections by position (properties and meters take their connection's position).
CREATE INDEX connections_position ON connections (latitude, longitude);

-- The one GIS settings record (002 §3: server url, server type, maps, workspace, background layer, element
-- layer name). Server type 'none': the map draws its plain background.
CREATE TABLE gis_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  server_url TEXT,
  server_type TEXT NOT NULL DEFAULT 'none' CHECK (server_type IN ('none', 'WMS', 'WFS')),
  workspace TEXT,
  background_layer TEXT,
  element_layer_name TEXT,
  updated_on TEXT NOT NULL
);

-- Named maps (maps settings): where they open and how close.
CREATE TABLE gis_maps (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  centre_latitude REAL NOT NULL CHECK (centre_latitude BETWEEN -90 AND 90),
  centre_longitude REAL NOT NULL CHECK (centre_longitude BETWEEN -180 AND 180),
  zoom INTEGER NOT NULL CHECK (zoom BETWEEN 1 AND 20)
);

-- The vector layers of each map (map settings): order, whether shown, colour.
CREATE TABLE gis_map_layers (
  map_id INTEGER NOT NULL REFERENCES gis_maps (id) ON DELETE CASCADE,
  layer TEXT NOT NULL CHECK (layer IN ('properties', 'connections', 'meters', 'elements')),
  position INTEGER NOT NULL,
  visible INTEGER NOT NULL CHECK (visible IN (0, 1)),
  colour TEXT NOT NULL CHECK (colour GLOB '#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]'),
  PRIMARY KEY (map_id, layer)
);

-- Each employee's own map preferences (user settings).
CREATE TABLE gis_user_settings (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  default_map_id INTEGER REFERENCES gis_maps (id) ON DELETE SET NULL,
  -- JSON array of layer names the map opens with; null: the map's own.
  visible_layers TEXT CHECK (visible_layers IS NULL OR json_valid(visible_layers)),
  -- The last extent the employee kept: [minLon, minLat, maxLon, maxLat] as JSON, or null.
  last_extent TEXT CHECK (last_extent IS NULL OR json_valid(last_extent)),
  updated_on TEXT NOT NULL
);
