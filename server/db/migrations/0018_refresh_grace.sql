-- The token each refresh token was rotated into: a client whose refresh answer was lost presents
-- the old token again, and while its successor is unused (and within REFRESH_GRACE) it is answered.
ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" bigint;
