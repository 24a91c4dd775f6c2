CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"iban" text NOT NULL,
	"swift_code" text NOT NULL,
	"currency_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimal_places" smallint DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_decimal_places_ck" CHECK ("currencies"."decimal_places" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "language_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"culture" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_available_agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"agent_code" text NOT NULL,
	"payment_types" smallint[] NOT NULL,
	"currency_id" integer,
	"min_amount" numeric(18, 4),
	"max_amount" numeric(18, 4),
	"is_partial_payment_allowed" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "payment_available_agencies_amounts_ck" CHECK ("payment_available_agencies"."min_amount" is null or "payment_available_agencies"."max_amount" is null or "payment_available_agencies"."min_amount" <= "payment_available_agencies"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"name" text NOT NULL,
	"payment_type" smallint NOT NULL,
	"adapter" text NOT NULL,
	"is_sandbox" boolean DEFAULT true NOT NULL,
	"supported_currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"credentials_sealed" text,
	"credentials_hint" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "payment_providers_payment_type_ck" CHECK ("payment_providers"."payment_type" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "reservation_provider_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"reservation_provider_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"endpoint" text,
	"user_name" text,
	"credentials_sealed" text,
	"credentials_hint" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"currency_id" integer NOT NULL,
	"exchange_rate" numeric(18, 8) DEFAULT '1' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_currencies_exchange_rate_ck" CHECK ("tenant_currencies"."exchange_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_information_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"supplier_code" text NOT NULL,
	"endpoint_url" text NOT NULL,
	"user_name" text,
	"credentials_sealed" text,
	"credentials_hint" text,
	"timeout_seconds" integer DEFAULT 30 NOT NULL,
	"trip_directions" smallint[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_available_agencies" ADD CONSTRAINT "payment_available_agencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_available_agencies" ADD CONSTRAINT "payment_available_agencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_providers" ADD CONSTRAINT "payment_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_provider_markets" ADD CONSTRAINT "reservation_provider_markets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_provider_markets" ADD CONSTRAINT "reservation_provider_markets_reservation_provider_id_reservation_providers_id_fk" FOREIGN KEY ("reservation_provider_id") REFERENCES "public"."reservation_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_provider_markets" ADD CONSTRAINT "reservation_provider_markets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_providers" ADD CONSTRAINT "reservation_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_currencies" ADD CONSTRAINT "tenant_currencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_currencies" ADD CONSTRAINT "tenant_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_information_settings" ADD CONSTRAINT "transfer_information_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_tenant_idx" ON "bank_accounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_iban_currency_uq" ON "bank_accounts" USING btree (coalesce("tenant_id", 0),"iban","currency_id") WHERE "bank_accounts"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_uq" ON "currencies" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "language_codes_code_uq" ON "language_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "markets_code_uq" ON "markets" USING btree (coalesce("tenant_id", 0),lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_available_agencies_agent_code_uq" ON "payment_available_agencies" USING btree (coalesce("tenant_id", 0),lower("agent_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_providers_name_uq" ON "payment_providers" USING btree (coalesce("tenant_id", 0),lower("name")) WHERE "payment_providers"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_provider_markets_pair_uq" ON "reservation_provider_markets" USING btree ("reservation_provider_id","market_id");--> statement-breakpoint
CREATE INDEX "reservation_provider_markets_market_idx" ON "reservation_provider_markets" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_providers_code_uq" ON "reservation_providers" USING btree (coalesce("tenant_id", 0),lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_currencies_currency_uq" ON "tenant_currencies" USING btree (coalesce("tenant_id", 0),"currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_currencies_default_uq" ON "tenant_currencies" USING btree (coalesce("tenant_id", 0)) WHERE "tenant_currencies"."is_default" = true;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_information_settings_supplier_uq" ON "transfer_information_settings" USING btree (coalesce("tenant_id", 0),lower("supplier_code"));--> statement-breakpoint
-- The host's catalogues start with the product's currencies and its seven interface languages, in every
-- installation (demo or not). ALL is priced in whole lek: ISO 4217 lists 2 minor units, but lek prices carry
-- no decimals and CLDR formats ALL without them, so a breakdown printed with Intl adds up to its total.
INSERT INTO "currencies" ("code", "name", "symbol", "decimal_places") VALUES
	('EUR', 'Euro', '€', 2),
	('RON', 'Romanian Leu', 'lei', 2),
	('MKD', 'Macedonian Denar', 'ден', 2),
	('BAM', 'Convertible Mark', 'KM', 2),
	('RSD', 'Serbian Dinar', 'din.', 2),
	('ALL', 'Albanian Lek', 'L', 0),
	('USD', 'US Dollar', '$', 2),
	('CHF', 'Swiss Franc', 'CHF', 2),
	('GBP', 'Pound Sterling', '£', 2);--> statement-breakpoint
INSERT INTO "language_codes" ("code", "name", "native_name", "culture") VALUES
	('en', 'English', 'English', 'en-US'),
	('ro', 'Romanian', 'Română', 'ro-RO'),
	('mk', 'Macedonian', 'Македонски', 'mk-MK'),
	('bs', 'Bosnian', 'Bosanski', 'bs-Latn-BA'),
	('sr', 'Serbian', 'Srpski', 'sr-Latn-RS'),
	('sq', 'Albanian', 'Shqip', 'sq-AL'),
	('de', 'German', 'Deutsch', 'de-DE');
