ALTER TABLE "users" ADD COLUMN "deuda_afip_leida_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deuda_afip_resultado" text;