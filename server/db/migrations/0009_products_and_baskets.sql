CREATE TABLE "basket_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"search_id" uuid,
	"service_date" date,
	"quantity" integer NOT NULL,
	"unit_price" numeric(19, 4) NOT NULL,
	"amount" numeric(19, 4) NOT NULL,
	"order_line_id" bigint,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_quantity_ck" CHECK ("basket_items"."quantity" between 1 and 99),
	CONSTRAINT "basket_items_amounts_ck" CHECK ("basket_items"."unit_price" > 0 and "basket_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"ordered_time" timestamp (3),
	"order_amount_after" numeric(19, 4),
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	"last_modification_time" timestamp (3),
	CONSTRAINT "baskets_status_ck" CHECK ("baskets"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(19, 4) NOT NULL,
	CONSTRAINT "product_prices_amount_ck" CHECK ("product_prices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"criteria" jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"provider_code" text DEFAULT 'SIM' NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"variant" text,
	"country_code" text,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"pricing" smallint NOT NULL,
	"needs_date" boolean DEFAULT false NOT NULL,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date NOT NULL,
	"max_quantity" smallint DEFAULT 1 NOT NULL,
	"images" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_ck" CHECK ("products"."type" between 1 and 4),
	CONSTRAINT "products_pricing_ck" CHECK ("products"."pricing" between 1 and 4),
	CONSTRAINT "products_season_ck" CHECK ("products"."available_to" >= "products"."available_from"),
	CONSTRAINT "products_max_quantity_ck" CHECK ("products"."max_quantity" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_searches" ADD CONSTRAINT "product_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_searches" ADD CONSTRAINT "product_searches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_basket_idx" ON "basket_items" USING btree ("basket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_product_day_uq" ON "basket_items" USING btree ("basket_id","product_id",coalesce("service_date", '0001-01-01'));--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_open_order_uq" ON "baskets" USING btree ("order_id") WHERE "baskets"."status" = 1;--> statement-breakpoint
CREATE INDEX "baskets_tenant_order_idx" ON "baskets" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_currency_uq" ON "product_prices" USING btree ("product_id","currency");--> statement-breakpoint
CREATE INDEX "product_searches_order_idx" ON "product_searches" USING btree ("order_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree (coalesce("tenant_id", 0),upper("code"));--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type","sort_order");