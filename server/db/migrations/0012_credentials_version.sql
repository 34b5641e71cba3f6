ALTER TABLE "refresh_tokens" ADD COLUMN "credentials_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credentials_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Whatever changes an account (the cashier save, a future call, an administrator in psql), a new
-- password, login, role set or pharmacy, or a deactivation, raises its credentials version, so
-- the tokens issued before are refused. A reactivation alone raises nothing: the deactivation did.
CREATE FUNCTION users_credentials_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
    OR NEW.login IS DISTINCT FROM OLD.login
    OR NEW.roles IS DISTINCT FROM OLD.roles
    OR NEW.pharmacy_id IS DISTINCT FROM OLD.pharmacy_id
    OR NEW.shared_secret_hash IS DISTINCT FROM OLD.shared_secret_hash
    OR (OLD.active AND NOT NEW.active) THEN
    NEW.credentials_version := OLD.credentials_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_credentials_version BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_credentials_version();
