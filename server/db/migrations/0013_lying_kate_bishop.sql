ALTER TABLE "tenants" ALTER COLUMN "is_self_registration_enabled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "allow_payment_after_stay" boolean DEFAULT false NOT NULL;