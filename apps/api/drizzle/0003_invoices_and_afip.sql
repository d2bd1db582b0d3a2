CREATE TABLE "afip_emission_leases" (
	"cuit" text NOT NULL,
	"pto_vta" integer NOT NULL,
	"cbte_tipo" integer NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "afip_emission_leases_cuit_pto_vta_cbte_tipo_pk" PRIMARY KEY("cuit","pto_vta","cbte_tipo")
);
--> statement-breakpoint
CREATE TABLE "afip_tickets" (
	"cuit" text NOT NULL,
	"service" text NOT NULL,
	"environment" text NOT NULL,
	"token" text NOT NULL,
	"sign" text NOT NULL,
	"generation_time" timestamp with time zone NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	CONSTRAINT "afip_tickets_environment_cuit_service_pk" PRIMARY KEY("environment","cuit","service")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"batch_id" text,
	"estado" text NOT NULL,
	"fecha" text NOT NULL,
	"tipo_de_comprobante" integer NOT NULL,
	"punto_venta" integer NOT NULL,
	"nro_de_comprobante" integer,
	"user_cuit" text NOT NULL,
	"tipo_responsable" text NOT NULL,
	"tipo_documento" integer NOT NULL,
	"nro_documento" text NOT NULL,
	"razon_social_cliente" text,
	"domicilio_comercial_cliente" text,
	"localidad_cliente" text,
	"provincia_cliente" text,
	"email_cliente" text,
	"forma_de_pago" text NOT NULL,
	"moneda" text NOT NULL,
	"concepto" integer NOT NULL,
	"desde" text,
	"hasta" text,
	"vencimiento_pago" text,
	"items" jsonb NOT NULL,
	"observacion" text,
	"tipo_de_comprobante_asoc" integer,
	"punto_venta_asoc" integer,
	"cbte_nro_asoc" integer,
	"importe_total_cents" bigint NOT NULL,
	"cae" text,
	"fecha_vencimiento_cae" text,
	"action" text,
	"emission_state" text,
	"afip_result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"emitted_at" timestamp with time zone,
	CONSTRAINT "invoices_voucher_unique" UNIQUE("user_cuit","punto_venta","tipo_de_comprobante","nro_de_comprobante"),
	CONSTRAINT "invoices_estado" CHECK ("invoices"."estado" in ('DRAFT', 'PENDING_AFIP', 'EMITTED', 'CANCELED', 'REJECTED', 'QUEUED', 'PRESENTED')),
	CONSTRAINT "invoices_total_not_negative" CHECK ("invoices"."importe_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_afip_logins" (
	"certificate" text NOT NULL,
	"service" text NOT NULL,
	"generation_time" timestamp with time zone NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_afip_logins_certificate_service_pk" PRIMARY KEY("certificate","service")
);
--> statement-breakpoint
CREATE TABLE "sandbox_afip_vouchers" (
	"cuit" text NOT NULL,
	"pto_vta" integer NOT NULL,
	"cbte_tipo" integer NOT NULL,
	"cbte_nro" bigint NOT NULL,
	"concepto" integer NOT NULL,
	"doc_tipo" integer NOT NULL,
	"doc_nro" text NOT NULL,
	"cbte_fch" text NOT NULL,
	"imp_total" numeric(15, 2) NOT NULL,
	"mon_id" text NOT NULL,
	"cae" text NOT NULL,
	"cae_fch_vto" text NOT NULL,
	"fch_proceso" text NOT NULL,
	"observaciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_afip_vouchers_cuit_pto_vta_cbte_tipo_cbte_nro_pk" PRIMARY KEY("cuit","pto_vta","cbte_tipo","cbte_nro"),
	CONSTRAINT "sandbox_afip_vouchers_cae_unique" UNIQUE("cae")
);
--> statement-breakpoint
CREATE INDEX "invoices_user_fecha" ON "invoices" USING btree ("user_id","fecha");--> statement-breakpoint
CREATE INDEX "invoices_batch" ON "invoices" USING btree ("batch_id");