ALTER TABLE "invoices" ADD COLUMN "cliente_notificado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "enviar_factura_cliente" boolean DEFAULT true NOT NULL;