CREATE TABLE "article_entity_suggestions" (
	"article_id" uuid NOT NULL,
	"suggestion_id" uuid NOT NULL,
	CONSTRAINT "article_entity_suggestions_article_id_suggestion_id_pk" PRIMARY KEY("article_id","suggestion_id")
);
--> statement-breakpoint
CREATE TABLE "entity_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"seen_as" text NOT NULL,
	"kind" text,
	"evidence" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_suggestions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "article_entity_suggestions" ADD CONSTRAINT "article_entity_suggestions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_entity_suggestions" ADD CONSTRAINT "article_entity_suggestions_suggestion_id_entity_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."entity_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_entity_suggestions_suggestion_idx" ON "article_entity_suggestions" USING btree ("suggestion_id");--> statement-breakpoint
CREATE INDEX "entity_suggestions_status_idx" ON "entity_suggestions" USING btree ("status","mentions","last_seen_at");