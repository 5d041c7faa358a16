-- The web map's cells (utility-api/src/store/gisClusters.ts) count properties at their first connection and
-- meters at their connection. Looked up per connection inside the viewport, those two counts were most of a
-- dense viewport's time (3,791 connections in central Nicosia at the large demo scale: two index look-ups
-- each, about 8,000 reads of pages scattered over the file). Kept on the connection by triggers and carried
-- in the position index, the pass over a viewport reads that index alone.
ALTER TABLE connections ADD COLUMN first_of_property INTEGER NOT NULL DEFAULT 0;
ALTER TABLE connections ADD COLUMN meter_count INTEGER NOT NULL DEFAULT 0;

UPDATE connections SET
  first_of_property = IFNULL(id = (SELECT min(f.id) FROM connections f WHERE f.property_id = connections.property_id), 0),
  meter_count = (SELECT count(*) FROM meter_details md WHERE md.connection_id = connections.id);

CREATE INDEX connections_position_counts ON connections (latitude, longitude, first_of_property, meter_count);
DROP INDEX connections_position_property;

-- A property's first connection is the one with the lowest id: any change of its connections can move it.
CREATE TRIGGER connections_first_after_insert AFTER INSERT ON connections BEGIN
  UPDATE connections SET first_of_property = (id = (SELECT min(f.id) FROM connections f WHERE f.property_id = NEW.property_id))
    WHERE property_id = NEW.property_id;
  UPDATE connections SET meter_count = (SELECT count(*) FROM meter_details md WHERE md.connection_id = NEW.id) WHERE id = NEW.id;
END;
CREATE TRIGGER connections_first_after_delete AFTER DELETE ON connections BEGIN
  UPDATE connections SET first_of_property = (id = (SELECT min(f.id) FROM connections f WHERE f.property_id = OLD.property_id))
    WHERE property_id = OLD.property_id;
END;
CREATE TRIGGER connections_first_after_move AFTER UPDATE OF property_id ON connections BEGIN
  UPDATE connections SET first_of_property = (id = (SELECT min(f.id) FROM connections f WHERE f.property_id = connections.property_id))
    WHERE property_id IN (OLD.property_id, NEW.property_id);
END;

CREATE TRIGGER meter_details_count_after_insert AFTER INSERT ON meter_details BEGIN
  UPDATE connections SET meter_count = (SELECT count(*) FROM meter_details md WHERE md.connection_id = NEW.connection_id) WHERE id = NEW.connection_id;
END;
CREATE TRIGGER meter_details_count_after_delete AFTER DELETE ON meter_details BEGIN
  UPDATE connections SET meter_count = (SELECT count(*) FROM meter_details md WHERE md.connection_id = OLD.connection_id) WHERE id = OLD.connection_id;
END;
CREATE TRIGGER meter_details_count_after_move AFTER UPDATE OF connection_id ON meter_details BEGIN
  UPDATE connections SET meter_count = (SELECT count(*) FROM meter_details md WHERE md.connection_id = connections.id)
    WHERE id IN (OLD.connection_id, NEW.connection_id);
END;
