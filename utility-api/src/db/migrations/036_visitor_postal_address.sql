-- The postal address a visitor gives when starting an application (docs/applicationFamilies.md "Visitors"): the
-- issued document names its holder with an address, which for a customer comes from the customer record and for
-- a visitor from here. Applications started before this have none.
ALTER TABLE visitor_family_applications ADD COLUMN address_street TEXT;
ALTER TABLE visitor_family_applications ADD COLUMN address_postcode TEXT;
ALTER TABLE visitor_family_applications ADD COLUMN address_city TEXT;
