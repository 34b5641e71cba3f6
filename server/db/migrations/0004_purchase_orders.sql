CREATE TABLE "initiative_plans" (
	"pharmacy_id" integer NOT NULL,
	"initiative_id" integer NOT NULL,
	"plan_sum" numeric(14, 2) NOT NULL,
	CONSTRAINT "initiative_plans_pharmacy_id_initiative_id_pk" PRIMARY KEY("pharmacy_id","initiative_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_positions" (
	"pharmacy_id" integer NOT NULL,
	"source" text NOT NULL,
	"initiative_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"promoter" text NOT NULL,
	"nominal_price" numeric(14, 2) NOT NULL,
	"plan_amount" numeric(14, 3),
	"purchased_amount" numeric(14, 3),
	"balance" numeric(14, 3),
	"order_amount" numeric(14, 3),
	"other_initiative_ids" integer[] NOT NULL,
	"possible_supplier_groups" text[] NOT NULL,
	CONSTRAINT "purchase_positions_pharmacy_id_source_initiative_id_product_id_pk" PRIMARY KEY("pharmacy_id","source","initiative_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recommended_products" (
	"pharmacy_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"initiative_id" integer NOT NULL,
	"promoter" text NOT NULL,
	"puls_code" text,
	"region_sale_qty" numeric(14, 3),
	"sale_qty" numeric(14, 3),
	"purchased" numeric(14, 3),
	"balance" numeric(14, 3),
	"order" numeric(14, 3),
	"explanation" text,
	"possible_supplier_groups" text[] NOT NULL,
	CONSTRAINT "recommended_products_pharmacy_id_product_id_pk" PRIMARY KEY("pharmacy_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "rg_positions" (
	"pharmacy_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"promoter" text NOT NULL,
	"nominal_price" numeric(14, 2) NOT NULL,
	"purchased_amount" numeric(14, 3),
	"balance" numeric(14, 3),
	"order_amount" numeric(14, 3),
	"other_initiative_names" text[] NOT NULL,
	"possible_supplier_groups" text[] NOT NULL,
	CONSTRAINT "rg_positions_pharmacy_id_product_id_pk" PRIMARY KEY("pharmacy_id","product_id")
);
