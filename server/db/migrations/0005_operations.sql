CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"entity_type" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"user_id" bigint,
	"user_name" text,
	"reason" text,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(19, 4) NOT NULL,
	"currency" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"bank_account_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"status_time" timestamp (3),
	"committed_by_user_id" bigint,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_status_ck" CHECK ("bank_transfers"."status" between 1 and 4),
	CONSTRAINT "bank_transfers_amount_ck" CHECK ("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"identity_number" text,
	"language" text DEFAULT 'en' NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "customers_gender_ck" CHECK ("customers"."gender" in (0, 1, 2, 9))
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"tv_hotel_code" text NOT NULL,
	"provider_code" text DEFAULT 'SIM' NOT NULL,
	"name" text NOT NULL,
	"stars" smallint NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" numeric(9, 6) NOT NULL,
	"longitude" numeric(9, 6) NOT NULL,
	"descriptions" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"board_types" jsonb NOT NULL,
	"room_types" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_stars_ck" CHECK ("hotels"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" numeric(19, 4) NOT NULL,
	"amount" numeric(19, 4) NOT NULL,
	CONSTRAINT "order_lines_kind_ck" CHECK ("order_lines"."kind" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "order_travellers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"is_lead" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"voucher_no" text NOT NULL,
	"user_code" text,
	"customer_id" bigint NOT NULL,
	"hotel_id" integer NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"adults" smallint DEFAULT 2 NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"amount" numeric(19, 4) NOT NULL,
	"paid_amount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"is_partial_payment" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	"last_modification_time" timestamp (3),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" between 1 and 4),
	CONSTRAINT "orders_dates_ck" CHECK ("orders"."check_out_date" > "orders"."check_in_date"),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."amount" >= 0 and "orders"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"user_id" bigint,
	"user_name" text,
	"reason" text,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"amount" numeric(19, 4) NOT NULL,
	"currency" text NOT NULL,
	"payer" text NOT NULL,
	"email" text NOT NULL,
	"bank_account_id" integer,
	"payment_provider_id" integer,
	"push_status" smallint DEFAULT 0 NOT NULL,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	"last_modification_time" timestamp (3),
	CONSTRAINT "payments_type_ck" CHECK ("payments"."type" between 0 and 2),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in (0, 10, 20, 30, 40, 50, 60)),
	CONSTRAINT "payments_push_status_ck" CHECK ("payments"."push_status" between 0 and 2),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"voucher_no" text NOT NULL,
	"agent_code" text NOT NULL,
	"language" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp (3) NOT NULL,
	"created_by_user_id" bigint,
	"created_by_user_name" text,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_code" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_travellers" ADD CONSTRAINT "order_travellers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_history" ADD CONSTRAINT "payment_status_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_history" ADD CONSTRAINT "payment_status_history_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_provider_id_payment_providers_id_fk" FOREIGN KEY ("payment_provider_id") REFERENCES "public"."payment_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_links" ADD CONSTRAINT "reservation_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity_type","entity_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_tenant_reference_uq" ON "bank_transfers" USING btree ("tenant_id",upper("reference"));--> statement-breakpoint
CREATE INDEX "bank_transfers_tenant_created_idx" ON "bank_transfers" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "bank_transfers_created_idx" ON "bank_transfers" USING btree ("creation_time");--> statement-breakpoint
CREATE INDEX "bank_transfers_tenant_status_idx" ON "bank_transfers" USING btree ("tenant_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "bank_transfers_payment_idx" ON "bank_transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "customers_tenant_created_idx" ON "customers" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_tv_hotel_code_uq" ON "hotels" USING btree (upper("tv_hotel_code"));--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_travellers_order_idx" ON "order_travellers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_voucher_uq" ON "orders" USING btree ("tenant_id","voucher_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tenant_created_idx" ON "orders" USING btree ("tenant_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_status_created_idx" ON "orders" USING btree ("tenant_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "orders_tenant_currency_created_idx" ON "orders" USING btree ("tenant_id","currency","creation_time");--> statement-breakpoint
CREATE INDEX "orders_tenant_user_code_created_idx" ON "orders" USING btree ("tenant_id","user_code","creation_time");--> statement-breakpoint
CREATE INDEX "orders_tenant_check_in_idx" ON "orders" USING btree ("tenant_id","check_in_date");--> statement-breakpoint
CREATE INDEX "orders_tenant_check_out_idx" ON "orders" USING btree ("tenant_id","check_out_date");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_status_history_payment_idx" ON "payment_status_history" USING btree ("payment_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tenant_idempotency_key_uq" ON "payments" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","creation_time");--> statement-breakpoint
CREATE INDEX "payments_tenant_created_idx" ON "payments" USING btree ("tenant_id","creation_time");--> statement-breakpoint
CREATE INDEX "reservation_links_tenant_agent_idx" ON "reservation_links" USING btree ("tenant_id",upper("agent_code"),"creation_time");--> statement-breakpoint
CREATE INDEX "reservation_links_tenant_voucher_idx" ON "reservation_links" USING btree ("tenant_id","voucher_no");--> statement-breakpoint
CREATE INDEX "reservation_links_tenant_created_idx" ON "reservation_links" USING btree ("tenant_id","creation_time");