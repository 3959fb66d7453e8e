CREATE TABLE "audit_log" (
	"audit_id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_customers_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_customer_created_idx" ON "audit_log" USING btree ("customer_id","created_at" DESC NULLS LAST);