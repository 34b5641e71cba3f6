-- Concurrent writes.
--
-- A cashier's login now names its cashier (users.cashier_id, unique), so two saves at once for
-- one cashier meet on that key instead of each creating an account. Before this, the link was
-- cashiers.user_id, written after the account was made: parallel saves made several accounts
-- and linked only the last one; the others stayed active and could sign in.
ALTER TABLE "users" ADD COLUMN "cashier_id" integer;--> statement-breakpoint
UPDATE "users" SET "cashier_id" = "cashiers"."id" FROM "cashiers" WHERE "cashiers"."user_id" = "users"."id";--> statement-breakpoint
-- The orphans: cashier accounts (ROLE_USER of a pharmacy, the only accounts of that kind) no
-- cashier links. They are kept, so their logins stay taken and their orders keep a sender, but
-- may no longer sign in, and their sessions end.
UPDATE "users" SET "active" = false WHERE "cashier_id" IS NULL AND "pharmacy_id" IS NOT NULL AND "roles" = ARRAY['ROLE_USER']::text[];--> statement-breakpoint
UPDATE "refresh_tokens" SET "revoked_at" = now() WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "cashier_id" IS NULL AND "pharmacy_id" IS NOT NULL AND "roles" = ARRAY['ROLE_USER']::text[]);--> statement-breakpoint
ALTER TABLE "cashiers" DROP CONSTRAINT "cashiers_user_unique";--> statement-breakpoint
ALTER TABLE "cashiers" DROP CONSTRAINT "cashiers_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "cashiers" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cashier_id_cashiers_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."cashiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cashier_unique" UNIQUE("cashier_id");--> statement-breakpoint
-- A version per saved payroll month: a save may name the one it was loaded at and is refused
-- (409) when another save came first. Months saved before count as the first version.
ALTER TABLE "payroll_months" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Order sends that named an Idempotency-Key: a repeat of the key gets the first answer.
CREATE TABLE "order_sends" (
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"call" text NOT NULL,
	"answer" json,
	"created" timestamp with time zone NOT NULL,
	CONSTRAINT "order_sends_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_sends" ADD CONSTRAINT "order_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
