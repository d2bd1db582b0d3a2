DROP TABLE "sandbox_afip_logins" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_afip_vouchers" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_mp_objects" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_mp_webhooks" CASCADE;--> statement-breakpoint
DROP SEQUENCE "public"."sandbox_mp_payment_ids";