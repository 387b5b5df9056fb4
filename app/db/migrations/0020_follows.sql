CREATE TABLE "follow_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mode" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"active_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_alerts_subscriber_tag_day_idx" ON "follow_alerts" USING btree ("subscriber_id","tag_id","day");--> statement-breakpoint
CREATE INDEX "follow_alerts_due_idx" ON "follow_alerts" USING btree ("mode","day") WHERE status IN ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "follows_subscriber_tag_idx" ON "follows" USING btree ("subscriber_id","tag_id");--> statement-breakpoint
CREATE INDEX "follows_active_tag_idx" ON "follows" USING btree ("tag_id") WHERE status = 'active';