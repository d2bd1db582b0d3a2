CREATE TABLE "invoice_batch_zips" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"estado" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"company_user_id" text NOT NULL,
	"company_cuit" text NOT NULL,
	"created_by" text NOT NULL,
	"name" text,
	"mes" text NOT NULL,
	"fecha_creacion" date NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"fecha_factura" date,
	"tipo_responsable" text NOT NULL,
	"razon_social_cliente" text NOT NULL,
	"domicilio_comercial_cliente" text,
	"localidad_cliente" text,
	"provincia_cliente" text,
	"email_cliente" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_batches_id_digits" CHECK ("invoice_batches"."batch_id" ~ '^[0-9]{1,12}$')
);
--> statement-breakpoint
DROP INDEX "invoices_batch";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "batch_fila" integer;--> statement-breakpoint
ALTER TABLE "invoice_batch_zips" ADD CONSTRAINT "invoice_batch_zips_batch_id_invoice_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."invoice_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD CONSTRAINT "invoice_batches_company_cuit_companies_cuit_fk" FOREIGN KEY ("company_cuit") REFERENCES "public"."companies"("cuit") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "invoice_batches_company" ON "invoice_batches" USING btree ("company_user_id","batch_id");--> statement-breakpoint
CREATE INDEX "invoices_receiver" ON "invoices" USING btree ("nro_documento","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_batch" ON "invoices" USING btree ("batch_id","user_id","invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_batch_fila_unique" UNIQUE("batch_id","batch_fila");