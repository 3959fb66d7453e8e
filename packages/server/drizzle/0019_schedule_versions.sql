CREATE SEQUENCE "public"."schedule_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "schedule_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"etag" text NOT NULL,
	"gzip" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "single_classes" ADD COLUMN "schedule_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "schedule_versions" ("scope", "version") VALUES ('catalogue', nextval('schedule_version_seq'));--> statement-breakpoint
UPDATE "single_classes" SET "schedule_version" = nextval('schedule_version_seq');--> statement-breakpoint
-- Issue 18: what the public schedule shows of a class changed, so the cached answer of its range is stale.
-- A class's own row takes a new number at every insert and update (the triggers below update it to bump it).
CREATE FUNCTION "schedule_class_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."schedule_version" := nextval('schedule_version_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "single_classes_schedule_version" BEFORE INSERT OR UPDATE ON "single_classes"
  FOR EACH ROW EXECUTE FUNCTION "schedule_class_touched"();--> statement-breakpoint
-- Rows that belong to a class (places, coaches, tags): once per statement, each class they belonged to or belong to now.
CREATE FUNCTION "schedule_rows_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "single_classes" SET "schedule_version" = 0 WHERE "single_class_id" IN (SELECT "single_class_id" FROM "changed_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "schedule_rows_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "single_classes" SET "schedule_version" = 0
    WHERE "single_class_id" IN (SELECT "single_class_id" FROM "old_rows" UNION SELECT "single_class_id" FROM "new_rows");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_instructors_added" AFTER INSERT ON "class_instructors" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_added"();--> statement-breakpoint
CREATE TRIGGER "class_instructors_removed" AFTER DELETE ON "class_instructors" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_added"();--> statement-breakpoint
CREATE TRIGGER "class_instructors_changed" AFTER UPDATE ON "class_instructors" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_moved"();--> statement-breakpoint
CREATE TRIGGER "single_class_tags_added" AFTER INSERT ON "single_class_tags" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_added"();--> statement-breakpoint
CREATE TRIGGER "single_class_tags_removed" AFTER DELETE ON "single_class_tags" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_added"();--> statement-breakpoint
CREATE TRIGGER "single_class_tags_changed" AFTER UPDATE ON "single_class_tags" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_moved"();--> statement-breakpoint
CREATE TRIGGER "class_reservations_added" AFTER INSERT ON "class_reservations" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_added"();--> statement-breakpoint
CREATE TRIGGER "class_reservations_removed" AFTER DELETE ON "class_reservations" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_rows_added"();--> statement-breakpoint
-- A place shows by its class, its spot and whether it is live; a guest's name, attendance or payment change nothing the schedule shows (her own part is read live).
CREATE FUNCTION "schedule_places_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "single_classes" SET "schedule_version" = 0 WHERE "single_class_id" IN (
    SELECT unnest(ARRAY[o."single_class_id", n."single_class_id"])
    FROM "old_rows" o JOIN "new_rows" n USING ("class_reservation_id")
    WHERE (o."single_class_id", o."deleted_at", o."spot") IS DISTINCT FROM (n."single_class_id", n."deleted_at", n."spot"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_reservations_changed" AFTER UPDATE ON "class_reservations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_places_changed"();--> statement-breakpoint
-- Waitlist entries show only through the places their offers keep (`offer_expires_at` set).
CREATE FUNCTION "schedule_offers_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "single_classes" SET "schedule_version" = 0
    WHERE "single_class_id" IN (SELECT "single_class_id" FROM "changed_rows" WHERE "offer_expires_at" IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "schedule_offers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "single_classes" SET "schedule_version" = 0 WHERE "single_class_id" IN (
    SELECT unnest(ARRAY[o."single_class_id", n."single_class_id"])
    FROM "old_rows" o JOIN "new_rows" n USING ("waitlist_id")
    WHERE (o."single_class_id", o."offer_expires_at" IS NULL) IS DISTINCT FROM (n."single_class_id", n."offer_expires_at" IS NULL)
      AND (o."offer_expires_at" IS NOT NULL OR n."offer_expires_at" IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "waitlists_added" AFTER INSERT ON "waitlists" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_offers_added"();--> statement-breakpoint
CREATE TRIGGER "waitlists_removed" AFTER DELETE ON "waitlists" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_offers_added"();--> statement-breakpoint
CREATE TRIGGER "waitlists_changed" AFTER UPDATE ON "waitlists" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_offers_changed"();--> statement-breakpoint
-- What every class shows of the catalogue (its type, location, coaches and their pictures, tags) and the studio's time zone: one version.
CREATE FUNCTION "schedule_catalogue_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "schedule_versions" SET "version" = nextval('schedule_version_seq') WHERE "scope" = 'catalogue';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "class_types_schedule_version" AFTER UPDATE OF "name", "icon", "spot_map" OR DELETE ON "class_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_catalogue_touched"();--> statement-breakpoint
CREATE TRIGGER "locations_schedule_version" AFTER UPDATE OF "name", "address" OR DELETE ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_catalogue_touched"();--> statement-breakpoint
CREATE TRIGGER "instructors_schedule_version" AFTER UPDATE OF "name", "last_name", "nick_name", "file_id" OR DELETE ON "instructors"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_catalogue_touched"();--> statement-breakpoint
CREATE TRIGGER "tags_schedule_version" AFTER UPDATE OF "name", "color" OR DELETE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_catalogue_touched"();--> statement-breakpoint
CREATE TRIGGER "files_schedule_version" AFTER UPDATE OF "name", "type", "src" OR DELETE ON "files"
  FOR EACH STATEMENT EXECUTE FUNCTION "schedule_catalogue_touched"();--> statement-breakpoint
CREATE FUNCTION "schedule_zone_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'DELETE' AND NEW."key" IN ('timezone', 'timezone_offset')) OR (TG_OP <> 'INSERT' AND OLD."key" IN ('timezone', 'timezone_offset')) THEN
    UPDATE "schedule_versions" SET "version" = nextval('schedule_version_seq') WHERE "scope" = 'catalogue';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "settings_schedule_version" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH ROW EXECUTE FUNCTION "schedule_zone_touched"();
