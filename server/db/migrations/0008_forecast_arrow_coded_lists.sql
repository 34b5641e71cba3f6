-- The Arrow answer's format changed: supplier groups and the names of the other
-- initiatives are now dictionary-coded. Builds stored in the old format would be sent under the
-- new schema message, so they are dropped; the next read of each pharmacy builds it again.
DELETE FROM forecast_arrow_builds;
