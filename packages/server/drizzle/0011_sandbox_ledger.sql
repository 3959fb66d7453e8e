CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
