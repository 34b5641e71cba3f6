-- A forecast build is stored once per content encoding (identity, then each compressed form),
-- so an answer is sent as stored and costs no compression. The column first (drizzle-kit wrote
-- the key before it), existing pieces are the identity ones.
ALTER TABLE "forecast_arrow_batches" ADD COLUMN "encoding" text DEFAULT 'identity' NOT NULL;--> statement-breakpoint
ALTER TABLE "forecast_arrow_batches" DROP CONSTRAINT "forecast_arrow_batches_build_id_batch_pk";--> statement-breakpoint
ALTER TABLE "forecast_arrow_batches" ADD CONSTRAINT "forecast_arrow_batches_build_id_encoding_batch_pk" PRIMARY KEY("build_id","encoding","batch");
