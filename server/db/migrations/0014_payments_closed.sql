ALTER TABLE "tenants" ADD COLUMN "allow_payment_after_stay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charged_after_cancel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_tenant_charged_after_cancel_idx" ON "orders" USING btree ("tenant_id","creation_time","id") WHERE "orders"."charged_after_cancel";