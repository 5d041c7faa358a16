-- Enquiries have their own profile flag (portalEnquiries); before it they were open to every employee. On a
-- file written before the flag, the employees of customer service (portalNewCs), whose work needs the
-- customer records, keep them; the others (a field worker of capture and the map) lose them. A new file is
-- seeded after the migrations and gets the flags of the seed.
UPDATE users
SET employee_flags = json_insert(employee_flags, '$[#]', 'portalEnquiries')
WHERE role = 1
  AND json_valid(employee_flags)
  AND EXISTS (SELECT 1 FROM json_each(users.employee_flags) WHERE value = 'portalNewCs')
  AND NOT EXISTS (SELECT 1 FROM json_each(users.employee_flags) WHERE value = 'portalEnquiries');
