CREATE TABLE "forecast_arrow_batches" (
	"build_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"messages" "bytea" NOT NULL,
	CONSTRAINT "forecast_arrow_batches_build_id_batch_pk" PRIMARY KEY("build_id","batch")
);
--> statement-breakpoint
CREATE TABLE "forecast_arrow_builds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pharmacy_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"batches" integer
);
--> statement-breakpoint
ALTER TABLE "forecast_arrow_batches" ADD CONSTRAINT "forecast_arrow_batches_build_id_forecast_arrow_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."forecast_arrow_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecast_arrow_builds_pharmacy_idx" ON "forecast_arrow_builds" USING btree ("pharmacy_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): a change of a pharmacy's forecast rows
-- deletes that pharmacy's Arrow builds; a change of products or initiatives (names, barcodes)
-- deletes them all. Statement triggers with transition tables: a bulk load of a million rows
-- runs the trigger once per statement, not once per row.
CREATE FUNCTION forecast_arrow_forget_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    DELETE FROM forecast_arrow_builds WHERE pharmacy_id IN (SELECT DISTINCT pharmacy_id FROM changed_new);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM forecast_arrow_builds WHERE pharmacy_id IN (SELECT DISTINCT pharmacy_id FROM changed_old);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION forecast_arrow_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM forecast_arrow_builds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER forecast_rows_arrow_insert AFTER INSERT ON forecast_rows REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_arrow_forget_changed();
--> statement-breakpoint
CREATE TRIGGER forecast_rows_arrow_update AFTER UPDATE ON forecast_rows REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_arrow_forget_changed();
--> statement-breakpoint
CREATE TRIGGER forecast_rows_arrow_delete AFTER DELETE ON forecast_rows REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_arrow_forget_changed();
--> statement-breakpoint
CREATE TRIGGER forecast_rows_arrow_truncate AFTER TRUNCATE ON forecast_rows
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_arrow_forget_all();
--> statement-breakpoint
CREATE TRIGGER products_arrow AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_arrow_forget_all();
--> statement-breakpoint
CREATE TRIGGER initiatives_arrow AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON initiatives
  FOR EACH STATEMENT EXECUTE FUNCTION forecast_arrow_forget_all();
--> statement-breakpoint
-- Record batches are sent as they are stored: no pglz compression on write nor decompression on
-- every read (repeated names are already dictionary-encoded in the batch).
ALTER TABLE forecast_arrow_batches ALTER COLUMN messages SET STORAGE EXTERNAL;
