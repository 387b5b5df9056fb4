CREATE TABLE "house_ad_counts" (
	"house_ad_id" uuid NOT NULL,
	"slot_key" text NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "house_ad_counts_house_ad_id_slot_key_day_pk" PRIMARY KEY("house_ad_id","slot_key","day")
);
--> statement-breakpoint
ALTER TABLE "house_ads" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "house_ad_counts" ADD CONSTRAINT "house_ad_counts_house_ad_id_house_ads_id_fk" FOREIGN KEY ("house_ad_id") REFERENCES "public"."house_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_ads" ADD CONSTRAINT "house_ads_weight_range" CHECK ("house_ads"."weight" BETWEEN 1 AND 100);