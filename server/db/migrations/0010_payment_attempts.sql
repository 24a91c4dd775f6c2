CREATE TABLE "payment_attempts" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"adapter" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"checkout_url" text,
	"card_last4" text,
	"language" text DEFAULT 'en' NOT NULL,
	"public_origin" text,
	"notified" text[] DEFAULT '{}'::text[] NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	"last_modification_time" timestamp (3)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;