-- The overview's kept answers are trusted between notices instead of read again on
-- every call. Every write to what an overview is made of (a pharmacy row, its initiatives) raises
-- a notice on 'overview_changed' naming the pharmacy ('*' for a whole table emptied), whoever
-- writes. PostgreSQL folds equal notices of one transaction into one, so a load of many rows
-- sends one notice per pharmacy. ENABLE ALWAYS: the triggers fire in a replica session too (a
-- logical replication of the distributor's data, a restore run as replica).
CREATE FUNCTION overview_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('overview_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'pharmacies' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('overview_changed', OLD.id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('overview_changed', NEW.id::text); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('overview_changed', OLD.pharmacy_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('overview_changed', NEW.pharmacy_id::text); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pharmacies_overview_changed AFTER INSERT OR UPDATE OR DELETE ON pharmacies FOR EACH ROW EXECUTE FUNCTION overview_changed();
--> statement-breakpoint
CREATE TRIGGER pharmacies_overview_emptied AFTER TRUNCATE ON pharmacies FOR EACH STATEMENT EXECUTE FUNCTION overview_changed();
--> statement-breakpoint
CREATE TRIGGER initiatives_overview_changed AFTER INSERT OR UPDATE OR DELETE ON initiatives FOR EACH ROW EXECUTE FUNCTION overview_changed();
--> statement-breakpoint
CREATE TRIGGER initiatives_overview_emptied AFTER TRUNCATE ON initiatives FOR EACH STATEMENT EXECUTE FUNCTION overview_changed();
--> statement-breakpoint
ALTER TABLE pharmacies ENABLE ALWAYS TRIGGER pharmacies_overview_changed;
--> statement-breakpoint
ALTER TABLE pharmacies ENABLE ALWAYS TRIGGER pharmacies_overview_emptied;
--> statement-breakpoint
ALTER TABLE initiatives ENABLE ALWAYS TRIGGER initiatives_overview_changed;
--> statement-breakpoint
ALTER TABLE initiatives ENABLE ALWAYS TRIGGER initiatives_overview_emptied;
