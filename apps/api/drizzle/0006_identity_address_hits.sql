CREATE TABLE "identity_address_hits" (
	"bucket" text NOT NULL,
	"address" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "identity_address_hits_bucket_address_window_start_pk" PRIMARY KEY("bucket","address","window_start")
);
--> statement-breakpoint
CREATE INDEX "identity_address_hits_window_start" ON "identity_address_hits" USING btree ("window_start");