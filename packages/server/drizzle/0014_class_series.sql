CREATE TABLE "class_series" (
	"series_id" serial PRIMARY KEY NOT NULL,
	"weekdays" integer[] NOT NULL,
	"time" text NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "single_classes" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "single_classes" ADD CONSTRAINT "single_classes_series_id_class_series_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."class_series"("series_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "single_classes_series_idx" ON "single_classes" USING btree ("series_id","class_date");