-- A shop_access row may carry no role. Such a row only records a preference (is_default) for a
-- shop the user reaches through its project: it grants nothing by itself, so leaving the project
-- ends the access with no clean-up to forget. Rows with a role are direct access grants.
ALTER TABLE shop_access ALTER COLUMN role DROP NOT NULL;
COMMENT ON COLUMN shop_access.role IS
  'Direct access role; NULL when the row only holds the default-shop preference of a project member';
