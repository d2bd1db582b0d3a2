CREATE TABLE "dc_document_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dc_document_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"state_document" text NOT NULL,
	"actor" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "dc_document_events_state" CHECK ("dc_document_events"."state_document" in ('RECEIVED', 'CLASSIFIED', 'CLASSIFICATION_ERROR', 'EXTRACTED', 'MANUAL_REVIEW', 'VALIDATED', 'NOT_VALIDATED', 'APPROVED', 'NOT_APPROVED'))
);
--> statement-breakpoint
ALTER TABLE "dc_document_events" ADD CONSTRAINT "dc_document_events_document_id_dc_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dc_documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dc_document_events_document" ON "dc_document_events" USING btree ("document_id","id");