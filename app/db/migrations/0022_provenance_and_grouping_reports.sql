CREATE TABLE "grouping_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"problem" text NOT NULL,
	"source_url" text,
	"note" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "ai_model" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "ai_support" real;--> statement-breakpoint
ALTER TABLE "grouping_reports" ADD CONSTRAINT "grouping_reports_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grouping_reports_status_idx" ON "grouping_reports" USING btree ("status","created_at" DESC NULLS LAST);