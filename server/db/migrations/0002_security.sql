CREATE TABLE "login_attempts" (
	"account_key" text NOT NULL,
	"client_ip" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"lockout_end" timestamp (3),
	"last_attempt" timestamp (3) DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_account_key_client_ip_pk" PRIMARY KEY("account_key","client_ip")
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"client_ip" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"window_start" timestamp (3) DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_attempts_client_ip_tenant_id_pk" PRIMARY KEY("client_ip","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp (3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "is_self_registration_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_stamp" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");