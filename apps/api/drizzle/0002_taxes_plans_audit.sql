CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"table_name" text NOT NULL,
	"row_key" text NOT NULL,
	"old_values" jsonb NOT NULL,
	"new_values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_id" text PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"costo" numeric(18, 2) NOT NULL,
	"plazo" integer NOT NULL,
	"medio" text NOT NULL,
	"tipo_plan" text,
	"position" integer NOT NULL,
	CONSTRAINT "plans_plazo_positive" CHECK ("plans"."plazo" >= 1),
	CONSTRAINT "plans_costo_not_negative" CHECK ("plans"."costo" >= 0),
	CONSTRAINT "plans_medio" CHECK ("plans"."medio" in ('Tarjeta', 'MercadoPago', 'Otros'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_table_id" ON "audit_log" USING btree ("table_name","id");