CREATE TABLE "order_drafts" (
	"user_id" integer NOT NULL,
	"pharmacy_id" integer NOT NULL,
	"screen" text NOT NULL,
	"revision" integer NOT NULL,
	"body" jsonb,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_drafts_user_id_pharmacy_id_screen_pk" PRIMARY KEY("user_id","pharmacy_id","screen")
);
--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_pharmacy_id_pharmacies_id_fk" FOREIGN KEY ("pharmacy_id") REFERENCES "public"."pharmacies"("id") ON DELETE no action ON UPDATE no action;