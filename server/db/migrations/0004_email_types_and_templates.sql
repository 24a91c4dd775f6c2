CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"email_type_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp (3) DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_email_type_id_email_types_id_fk" FOREIGN KEY ("email_type_id") REFERENCES "public"."email_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_types" ADD CONSTRAINT "email_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_type_language_uq" ON "email_templates" USING btree (coalesce("tenant_id", 0),"email_type_id",lower("language_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_types_kind_uq" ON "email_types" USING btree (coalesce("tenant_id", 0),"kind");