ALTER TABLE "videos" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at" DESC NULLS LAST,"video_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_class_category_idx" ON "videos" USING btree ("class_category_id");--> statement-breakpoint
CREATE INDEX "videos_video_type_idx" ON "videos" USING btree ("video_type_id");--> statement-breakpoint
CREATE INDEX "videos_program_idx" ON "videos" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "videos_available_idx" ON "videos" USING btree ("available_at");
