-- The web map's cells count properties at their first connection in one pass over the connections of an
-- area (utility-api/src/store/gisClusters.ts): with the property in the position index, that pass reads no
-- table row per connection. The new index starts with the old one's columns, which it replaces.
CREATE INDEX connections_position_property ON connections (latitude, longitude, property_id);
DROP INDEX connections_position;
