CREATE TABLE "user_daily_billing" (
	"user_id" text NOT NULL,
	"fecha" text NOT NULL,
	"tipo_de_comprobante" integer NOT NULL,
	"total_cents" numeric NOT NULL,
	CONSTRAINT "user_daily_billing_user_id_fecha_tipo_de_comprobante_pk" PRIMARY KEY("user_id","fecha","tipo_de_comprobante")
);
--> statement-breakpoint
-- Issue 26 item 7: the dashboard reads per-user daily totals kept here by triggers on invoices
-- (see src/db/schema/billing.ts). A voucher's contribution in ARS cents: pesos as they are; a
-- foreign currency at the rate sent to ARCA (afip_result.monCotiz), rounded half-up; at 1 when
-- the rate cannot be read (never fail a writer on one odd row).
CREATE FUNCTION "invoice_billing_cents"("importe_total_cents" bigint, "moneda" text, "afip_result" jsonb)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN "moneda" <> 'PES' AND ("afip_result" ->> 'monCotiz') ~ '^[0-9]+(\.[0-9]+)?$'
      THEN round("importe_total_cents" * (("afip_result" ->> 'monCotiz')::numeric))
    ELSE "importe_total_cents"::numeric
  END
$$;
--> statement-breakpoint
-- Moves one invoice row's contribution: takes the old row's away (when it was EMITTED) and adds
-- the new row's (when it is EMITTED), in the writer's transaction. An UPDATE that changes nothing
-- that counts writes nothing.
CREATE FUNCTION "user_daily_billing_follow_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "old_cents" numeric;
  "new_cents" numeric;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."estado" = 'EMITTED' THEN
    "old_cents" := "invoice_billing_cents"(OLD."importe_total_cents", OLD."moneda", OLD."afip_result");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."estado" = 'EMITTED' THEN
    "new_cents" := "invoice_billing_cents"(NEW."importe_total_cents", NEW."moneda", NEW."afip_result");
  END IF;
  IF "old_cents" IS NOT NULL AND "new_cents" IS NOT NULL
    AND OLD."user_id" = NEW."user_id" AND OLD."fecha" = NEW."fecha"
    AND OLD."tipo_de_comprobante" = NEW."tipo_de_comprobante" THEN
    "new_cents" := "new_cents" - "old_cents";
    "old_cents" := NULL;
    IF "new_cents" = 0 THEN
      RETURN NULL;
    END IF;
  END IF;
  IF "old_cents" IS NOT NULL THEN
    INSERT INTO "user_daily_billing" AS "b" ("user_id", "fecha", "tipo_de_comprobante", "total_cents")
    VALUES (OLD."user_id", OLD."fecha", OLD."tipo_de_comprobante", -"old_cents")
    ON CONFLICT ("user_id", "fecha", "tipo_de_comprobante")
    DO UPDATE SET "total_cents" = "b"."total_cents" + excluded."total_cents";
  END IF;
  IF "new_cents" IS NOT NULL THEN
    INSERT INTO "user_daily_billing" AS "b" ("user_id", "fecha", "tipo_de_comprobante", "total_cents")
    VALUES (NEW."user_id", NEW."fecha", NEW."tipo_de_comprobante", "new_cents")
    ON CONFLICT ("user_id", "fecha", "tipo_de_comprobante")
    DO UPDATE SET "total_cents" = "b"."total_cents" + excluded."total_cents";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_user_daily_billing_insert" AFTER INSERT ON "invoices"
FOR EACH ROW WHEN (NEW."estado" = 'EMITTED')
EXECUTE FUNCTION "user_daily_billing_follow_invoice"();
--> statement-breakpoint
CREATE TRIGGER "invoices_user_daily_billing_update"
AFTER UPDATE OF "estado", "user_id", "fecha", "tipo_de_comprobante", "importe_total_cents", "moneda", "afip_result" ON "invoices"
FOR EACH ROW WHEN (OLD."estado" = 'EMITTED' OR NEW."estado" = 'EMITTED')
EXECUTE FUNCTION "user_daily_billing_follow_invoice"();
--> statement-breakpoint
CREATE TRIGGER "invoices_user_daily_billing_delete" AFTER DELETE ON "invoices"
FOR EACH ROW WHEN (OLD."estado" = 'EMITTED')
EXECUTE FUNCTION "user_daily_billing_follow_invoice"();
--> statement-breakpoint
CREATE FUNCTION "user_daily_billing_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "user_daily_billing";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_user_daily_billing_truncate" AFTER TRUNCATE ON "invoices"
FOR EACH STATEMENT EXECUTE FUNCTION "user_daily_billing_truncate"();
--> statement-breakpoint
-- Backfill: the invoices already EMITTED.
INSERT INTO "user_daily_billing" ("user_id", "fecha", "tipo_de_comprobante", "total_cents")
SELECT "user_id", "fecha", "tipo_de_comprobante",
  sum("invoice_billing_cents"("importe_total_cents", "moneda", "afip_result"))
FROM "invoices" WHERE "estado" = 'EMITTED'
GROUP BY "user_id", "fecha", "tipo_de_comprobante";
