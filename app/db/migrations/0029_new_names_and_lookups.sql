CREATE TABLE "name_lookups" (
	"service" text NOT NULL,
	"key" text NOT NULL,
	"query" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"external_id" text,
	"label" text,
	"description" text,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_lookups_service_key_pk" PRIMARY KEY("service","key")
);
--> statement-breakpoint
CREATE INDEX "name_lookups_external_id_idx" ON "name_lookups" USING btree ("service","external_id");