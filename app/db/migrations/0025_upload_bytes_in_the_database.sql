CREATE TABLE "media_upload_bytes" (
	"file_name" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_upload_bytes" ADD CONSTRAINT "media_upload_bytes_file_name_media_uploads_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."media_uploads"("file_name") ON DELETE cascade ON UPDATE no action;