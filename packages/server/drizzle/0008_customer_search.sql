ALTER TABLE "customers" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(translate("name", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_name_folded" text GENERATED ALWAYS AS (lower(translate("last_name", 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (lower(translate("name" || ' ' || "last_name" || chr(10) || "email" || chr(10) || coalesce("phone", ''), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_name_folded_idx" ON "customers" USING btree ("name_folded","last_name_folded","customer_id");--> statement-breakpoint
-- Written by hand: the customer search's trigram index, on PostgreSQL where pg_trgm can be installed (it is not in the
-- Drizzle schema). PGlite lists no pg_trgm unless loaded; where the extension cannot be made (a role that may not
-- create extensions…) the migration goes on with a notice. Without the index the search scans `search_folded`:
-- the same answers, slower.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "customers_search_trgm_idx" ON "customers" USING gin ("search_folded" gin_trgm_ops);
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'customer search without a trigram index: %', SQLERRM;
END $$;
