CREATE TABLE "invoice_batch_rows" (
	"batch_id" text NOT NULL,
	"fila" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"mensajes" jsonb NOT NULL,
	"issuer_user_id" text,
	"issuer_cuit" text,
	"issuer_name" text,
	"punto_venta" integer,
	"tipo_de_comprobante" integer,
	"fecha" text,
	"importe_total_cents" bigint,
	"invoice" jsonb,
	"invoice_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_batch_rows_pk" PRIMARY KEY("batch_id","fila"),
	CONSTRAINT "invoice_batch_rows_outcome" CHECK ("invoice_batch_rows"."outcome" in ('accepted', 'refused')),
	CONSTRAINT "invoice_batch_rows_accepted" CHECK (("invoice_batch_rows"."outcome" = 'accepted') = ("invoice_batch_rows"."invoice" is not null and "invoice_batch_rows"."invoice_id" is not null and "invoice_batch_rows"."issuer_user_id" is not null and "invoice_batch_rows"."issuer_cuit" is not null and "invoice_batch_rows"."punto_venta" is not null and "invoice_batch_rows"."tipo_de_comprobante" is not null and "invoice_batch_rows"."fecha" is not null and "invoice_batch_rows"."importe_total_cents" is not null)),
	CONSTRAINT "invoice_batch_rows_total_not_negative" CHECK ("invoice_batch_rows"."importe_total_cents" >= 0)
);
--> statement-breakpoint
-- Issue 24 item 2. Batches created before the staging were confirmed by their upload (their rows
-- became invoices at once): they are CONFIRMADO with the count and sum of their invoices. The
-- default only fills those rows; new batches are written CARGANDO by the server.
ALTER TABLE "invoice_batches" ADD COLUMN "estado" text DEFAULT 'CONFIRMADO' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_batches" ALTER COLUMN "estado" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD COLUMN "facturas_confirmadas" integer;--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD COLUMN "importe_confirmado_cents" bigint;--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD COLUMN "confirmado_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoice_batches" AS "b" SET
  "facturas_confirmadas" = (SELECT count(*) FROM "invoices" AS "i" WHERE "i"."batch_id" = "b"."batch_id"),
  "importe_confirmado_cents" = (SELECT coalesce(sum("i"."importe_total_cents"), 0) FROM "invoices" AS "i" WHERE "i"."batch_id" = "b"."batch_id");--> statement-breakpoint
ALTER TABLE "invoice_batch_rows" ADD CONSTRAINT "invoice_batch_rows_batch_id_invoice_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."invoice_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD CONSTRAINT "invoice_batches_estado" CHECK ("invoice_batches"."estado" in ('CARGANDO', 'CONFIRMADO'));--> statement-breakpoint
ALTER TABLE "invoice_batches" ADD CONSTRAINT "invoice_batches_confirmed_figures" CHECK (("invoice_batches"."estado" = 'CONFIRMADO') = ("invoice_batches"."facturas_confirmadas" is not null and "invoice_batches"."importe_confirmado_cents" is not null));