CREATE TABLE "ad_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"period" text NOT NULL,
	"description" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_kind" text NOT NULL,
	"link_id" uuid NOT NULL,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "festivals" ADD COLUMN "getting_there" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gear_items" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "about_artist" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "preview_url" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "embed_id" text;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_created_idx" ON "affiliate_clicks" USING btree ("created_at");--> statement-breakpoint
-- The advertising packages /advertise offers, as the spec prices them: defaults an operator edits, present on
-- every install (with or without demo content), so the page never shows an empty price list.
INSERT INTO "ad_packages" ("name", "price_cents", "currency", "period", "description", "features", "popular", "position") VALUES
  ('Sponsored Article', 29900, 'USD', 'article', 'A story about your release, event or product, written by our editorial team and clearly labelled as sponsored.', ARRAY['800-1,200 words by our editors', 'Labelled Sponsored, never disguised', 'Featured on the home page for 48 hours', 'Shared in the Friday digest', 'Report of views and clicks'], false, 0),
  ('Product Review', 49900, 'USD', 'review', 'An in-depth, independent review of your gear or software by our production editors.', ARRAY['Hands-on testing for two weeks or more', 'Pros, cons and a scored verdict', 'Photos and audio examples', 'Listed under Reviews and Tech & Gear', 'Report of views, clicks and conversions'], true, 1),
  ('Premium Banner', 19900, 'USD', 'month', 'Banner placements across the site, in the sizes our ad slots reserve.', ARRAY['Header, in-article and sidebar slots', 'Desktop and mobile sizes', 'Live in 1-2 business days', 'Monthly report of impressions and clicks'], false, 2);
