CREATE SEQUENCE "public"."sandbox_mp_payment_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1310000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "mercadopago_webhook_events" (
	"key" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"ticket_link" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "plan_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_objects" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"owner" text,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_mp_objects_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"payment_id" bigint NOT NULL,
	"action" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "plan_payments_user" ON "plan_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_mp_objects_owner" ON "sandbox_mp_objects" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "sandbox_mp_webhooks_due" ON "sandbox_mp_webhooks" USING btree ("next_attempt_at");