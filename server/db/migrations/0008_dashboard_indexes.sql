CREATE INDEX "bank_transfers_pending_idx" ON "bank_transfers" USING btree ("tenant_id","currency","amount") WHERE "bank_transfers"."status" = 1;--> statement-breakpoint
CREATE INDEX "orders_tenant_created_stats_idx" ON "orders" USING btree ("tenant_id","creation_time","currency","status","amount","paid_amount");--> statement-breakpoint
CREATE INDEX "orders_created_stats_idx" ON "orders" USING btree ("creation_time","tenant_id","currency","status","amount","paid_amount");--> statement-breakpoint
CREATE INDEX "payments_tenant_created_status_idx" ON "payments" USING btree ("tenant_id","creation_time","status");--> statement-breakpoint
CREATE INDEX "payments_created_status_idx" ON "payments" USING btree ("creation_time","tenant_id","status");