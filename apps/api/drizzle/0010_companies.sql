CREATE TABLE "companies" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cuit" text NOT NULL,
	"razon_social" text NOT NULL,
	"display_name" text,
	"telefono" text,
	"email" text,
	"id_impositivo" text,
	"domicilio" text,
	"localidad" text,
	"provincia" text,
	"active_signup" boolean DEFAULT false NOT NULL,
	"is_code_active" boolean DEFAULT false NOT NULL,
	"code" text DEFAULT 'NONE' NOT NULL,
	"plan" text,
	"tipo_plan" text,
	"plan_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_cuit_unique" UNIQUE("cuit"),
	CONSTRAINT "companies_cuit_digits" CHECK ("companies"."cuit" ~ '^[0-9]{11}$'),
	CONSTRAINT "companies_code_not_empty" CHECK (length(trim("companies"."code")) > 0)
);
--> statement-breakpoint
CREATE TABLE "company_code_attempts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_code_passes" (
	"user_id" text NOT NULL,
	"admin_cuit" text NOT NULL,
	"code" text NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_code_passes_user_id_admin_cuit_pk" PRIMARY KEY("user_id","admin_cuit")
);
--> statement-breakpoint
CREATE TABLE "relationships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relationships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_cuit" text NOT NULL,
	"user_id" text NOT NULL,
	"razon_social" text NOT NULL,
	"domicilio" text,
	"tipo_responsable" text NOT NULL,
	"nombre_usuario" text NOT NULL,
	"apellido_usuario" text NOT NULL,
	"email_usuario" text NOT NULL,
	"telefono_usuario" text,
	"cuit_usuario" text,
	"codigo" text,
	"fecha_desde" date NOT NULL,
	"fecha_hasta" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_code_attempts" ADD CONSTRAINT "company_code_attempts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_code_passes" ADD CONSTRAINT "company_code_passes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_code_passes" ADD CONSTRAINT "company_code_passes_admin_cuit_companies_cuit_fk" FOREIGN KEY ("admin_cuit") REFERENCES "public"."companies"("cuit") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_admin_cuit_companies_cuit_fk" FOREIGN KEY ("admin_cuit") REFERENCES "public"."companies"("cuit") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_upper" ON "companies" USING btree (upper("code")) WHERE "companies"."code" <> 'NONE';--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_open_per_user_company" ON "relationships" USING btree ("admin_cuit","user_id") WHERE "relationships"."fecha_hasta" is null;--> statement-breakpoint
CREATE INDEX "relationships_user" ON "relationships" USING btree ("user_id");