ALTER TABLE "roles" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_accounts" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "email_types" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "language_codes" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_available_agencies" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_providers" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_provider_markets" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_providers" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_currencies" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_information_settings" ADD COLUMN "concurrency_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;