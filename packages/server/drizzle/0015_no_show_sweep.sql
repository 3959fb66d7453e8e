ALTER TABLE "class_reservation_penalties" ADD COLUMN "class_reservation_id" integer;--> statement-breakpoint
ALTER TABLE "class_reservation_penalties" ADD COLUMN "no_shows_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_reservation_penalties" ADD COLUMN "no_shows_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_reservations" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_reservation_penalties" ADD CONSTRAINT "class_reservation_penalties_class_reservation_id_class_reservations_class_reservation_id_fk" FOREIGN KEY ("class_reservation_id") REFERENCES "public"."class_reservations"("class_reservation_id") ON DELETE set null ON UPDATE no action;