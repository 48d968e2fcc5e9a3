-- The project's time zone (issue 10): analytics count days in it unless the caller names another, and the
-- dashboard's "today" follows it. An IANA name, checked against Intl's list by the project service.

ALTER TABLE projects ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
