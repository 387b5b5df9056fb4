ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_note" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "bounced_at" timestamp with time zone;