-- UNLOGGED: the counts are written on every api request and worth no disk write; after a crash
-- PostgreSQL empties the table and every caller starts a fresh window. fillfactor leaves room in
-- each page so a count's update stays on its page (a HOT update, no index touched).
CREATE UNLOGGED TABLE "api_request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL
) WITH (fillfactor = 70);
