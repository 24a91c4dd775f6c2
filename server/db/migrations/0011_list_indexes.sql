DROP INDEX "orders_tenant_created_stats_idx";--> statement-breakpoint
DROP INDEX "orders_created_stats_idx";--> statement-breakpoint
DROP INDEX "payments_tenant_created_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_currency_created_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_user_code_created_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_check_in_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_check_out_idx";--> statement-breakpoint
DROP INDEX "orders_customer_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_sort_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hotel_sort_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The sort keys of existing orders, before their indexes exist (one pass over the table).
UPDATE "orders" AS o SET "customer_sort_key" = cc_fold(c."name" || ' ' || c."surname"), "hotel_sort_key" = cc_fold(h."name")
FROM "customers" AS c, "hotels" AS h WHERE c."id" = o."customer_id" AND h."id" = o."hotel_id";--> statement-breakpoint
CREATE INDEX "orders_tenant_amount_idx" ON "orders" USING btree ("tenant_id","amount","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_paid_amount_idx" ON "orders" USING btree ("tenant_id","paid_amount","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_partial_idx" ON "orders" USING btree ("tenant_id","is_partial_payment","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_customer_sort_idx" ON "orders" USING btree ("tenant_id","customer_sort_key","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_hotel_sort_idx" ON "orders" USING btree ("tenant_id","hotel_sort_key","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_created_idx" ON "orders" USING btree ("tenant_id","creation_time","id","status","currency","user_code","amount","paid_amount","is_partial_payment","hotel_id","check_in_date","check_out_date");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("creation_time","id","tenant_id","status","currency","amount","paid_amount");--> statement-breakpoint
CREATE INDEX "orders_tenant_status_created_idx" ON "orders" USING btree ("tenant_id","status","creation_time","id","currency");--> statement-breakpoint
CREATE INDEX "orders_tenant_currency_created_idx" ON "orders" USING btree ("tenant_id","currency","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_user_code_created_idx" ON "orders" USING btree ("tenant_id","user_code","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_check_in_idx" ON "orders" USING btree ("tenant_id","check_in_date","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_check_out_idx" ON "orders" USING btree ("tenant_id","check_out_date","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","creation_time","id");--> statement-breakpoint
-- The list's sort keys of the customer and hotel columns stay those of the order's customer and hotel: written
-- when an order is inserted or moved to another customer or hotel, and rewritten when a customer or a hotel is
-- renamed (the same expressions the list sorted by before: cc_fold(name || ' ' || surname), cc_fold(name)).
CREATE OR REPLACE FUNCTION cc_order_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  NEW.customer_sort_key := coalesce((SELECT cc_fold(c.name || ' ' || c.surname) FROM customers c WHERE c.id = NEW.customer_id), '');
  NEW.hotel_sort_key := coalesce((SELECT cc_fold(h.name) FROM hotels h WHERE h.id = NEW.hotel_id), '');
  RETURN NEW;
END
$f$;--> statement-breakpoint
CREATE TRIGGER orders_sort_keys BEFORE INSERT OR UPDATE OF customer_id, hotel_id, customer_sort_key, hotel_sort_key ON orders
FOR EACH ROW EXECUTE FUNCTION cc_order_sort_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION cc_customer_sort_key() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  UPDATE orders SET customer_id = customer_id WHERE customer_id = NEW.id;
  RETURN NULL;
END
$f$;--> statement-breakpoint
CREATE TRIGGER customers_sort_key AFTER UPDATE OF name, surname ON customers FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.surname IS DISTINCT FROM NEW.surname)
EXECUTE FUNCTION cc_customer_sort_key();--> statement-breakpoint
CREATE OR REPLACE FUNCTION cc_hotel_sort_key() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  UPDATE orders SET hotel_id = hotel_id WHERE hotel_id = NEW.id;
  RETURN NULL;
END
$f$;--> statement-breakpoint
CREATE TRIGGER hotels_sort_key AFTER UPDATE OF name ON hotels FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION cc_hotel_sort_key();
