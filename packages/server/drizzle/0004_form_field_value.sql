ALTER TABLE "form_fields" ADD COLUMN "value" text;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_object_key_unique" ON "custom_fields" USING btree ("object","key");