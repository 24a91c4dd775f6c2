ALTER TABLE "tenants" ALTER COLUMN "is_self_registration_enabled" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_activation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Self-registration was on by default for every tenant without anyone choosing it: off until a tenant admin turns it on (TenantSettings).
UPDATE "tenants" SET "is_self_registration_enabled" = false WHERE "is_self_registration_enabled" = true;
