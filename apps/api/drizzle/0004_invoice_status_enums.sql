CREATE TYPE "public"."invoice_emission_state" AS ENUM('REQUESTING', 'DONE');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('DRAFT', 'PENDING_AFIP', 'EMITTED', 'CANCELED', 'REJECTED', 'QUEUED', 'PRESENTED');--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_estado";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "estado" SET DATA TYPE "public"."invoice_status" USING "estado"::"public"."invoice_status";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "emission_state" SET DATA TYPE "public"."invoice_emission_state" USING "emission_state"::"public"."invoice_emission_state";