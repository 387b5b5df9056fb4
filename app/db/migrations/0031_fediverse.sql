CREATE TABLE "fediverse_actor_keys" (
	"identifier" text NOT NULL,
	"algorithm" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_actor_settings" (
	"identifier" text PRIMARY KEY NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_article_state" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" text NOT NULL,
	"activity_type" text NOT NULL,
	"article_id" uuid,
	"signer" text NOT NULL,
	"inbox" text NOT NULL,
	"host" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_identifier" text NOT NULL,
	"follower_id" text NOT NULL,
	"follower_handle" text,
	"inbox" text NOT NULL,
	"shared_inbox" text,
	"follow_activity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fediverse_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"object_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_handle" text,
	"actor_inbox" text,
	"content" text NOT NULL,
	"url" text,
	"in_reply_to" text,
	"recipient" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fediverse_inbox_object_id_unique" UNIQUE("object_id")
);
--> statement-breakpoint
CREATE TABLE "fediverse_kv" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fediverse_deliveries" ADD CONSTRAINT "fediverse_deliveries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_actor_keys_idx" ON "fediverse_actor_keys" USING btree ("identifier","algorithm");--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_blocks_idx" ON "fediverse_blocks" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_deliveries_once_idx" ON "fediverse_deliveries" USING btree ("activity_id","inbox");--> statement-breakpoint
CREATE INDEX "fediverse_deliveries_due_idx" ON "fediverse_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "fediverse_followers_idx" ON "fediverse_followers" USING btree ("actor_identifier","follower_id");--> statement-breakpoint
CREATE INDEX "fediverse_followers_follower_idx" ON "fediverse_followers" USING btree ("follower_id");--> statement-breakpoint
CREATE INDEX "fediverse_inbox_received_idx" ON "fediverse_inbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fediverse_kv_expires_idx" ON "fediverse_kv" USING btree ("expires_at") WHERE expires_at IS NOT NULL;