CREATE TABLE "email_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"tls_mode" text NOT NULL,
	"user_name" text,
	"password_sealed" text,
	"password_hint" text,
	"from_address" text NOT NULL,
	"from_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_test_time" timestamp (3),
	"last_test_succeeded" boolean,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "email_accounts_port_ck" CHECK ("email_accounts"."port" between 1 and 65535),
	CONSTRAINT "email_accounts_tls_mode_ck" CHECK ("email_accounts"."tls_mode" in ('none', 'starttls', 'tls'))
);
--> statement-breakpoint
ALTER TABLE "email_accounts" ADD CONSTRAINT "email_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_accounts_from_address_uq" ON "email_accounts" USING btree (coalesce("tenant_id", 0),lower("from_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_accounts_default_uq" ON "email_accounts" USING btree (coalesce("tenant_id", 0)) WHERE "email_accounts"."is_default" = true;