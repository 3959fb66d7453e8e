CREATE TABLE "notice_preferences" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"email_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"whatsapp_on" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"consent_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job_run_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"output" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "renewal_source" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "next_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "renewal_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_reservations" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlists" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlists" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlists" ADD COLUMN "offer_token_hash" text;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_customer_idx" ON "whatsapp_consents" USING btree ("customer_id","consent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_name_slot_unique" ON "job_runs" USING btree ("name","slot");--> statement-breakpoint
CREATE INDEX "job_runs_state_idx" ON "job_runs" USING btree ("state","run_after");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_unique" ON "outbox" USING btree ("dedupe_key") WHERE "outbox"."dedupe_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_ref_unique" ON "invoices" USING btree ("provider","provider_ref") WHERE "invoices"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "purchases_next_charge_idx" ON "purchases" USING btree ("next_charge_at");--> statement-breakpoint
CREATE INDEX "class_reservations_reminder_idx" ON "class_reservations" USING btree ("single_class_id","reminded_for") WHERE "class_reservations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlists_offer_token_unique" ON "waitlists" USING btree ("offer_token_hash") WHERE "waitlists"."offer_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "waitlists_offer_expires_idx" ON "waitlists" USING btree ("offer_expires_at") WHERE "waitlists"."offer_expires_at" is not null;