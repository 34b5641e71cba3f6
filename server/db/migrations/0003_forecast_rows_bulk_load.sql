ALTER TABLE "forecast_rows" DROP CONSTRAINT "forecast_rows_pharmacy_id_pharmacies_id_fk";
--> statement-breakpoint
ALTER TABLE "forecast_rows" DROP CONSTRAINT "forecast_rows_initiative_id_initiatives_id_fk";
--> statement-breakpoint
ALTER TABLE "forecast_rows" DROP CONSTRAINT "forecast_rows_product_id_products_id_fk";
