CREATE TABLE "dc_candidates" (
	"candidate_id" text PRIMARY KEY NOT NULL,
	"candidate_number_doc" text NOT NULL,
	"name" text,
	"last_name" text,
	"email" text,
	"state_candidate" text DEFAULT 'CREATED' NOT NULL,
	"vehicle_type" text DEFAULT 'MOTORCYCLE' NOT NULL,
	"company_id" text NOT NULL,
	"candidate_phone" text NOT NULL,
	"created" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dc_candidates_state" CHECK ("dc_candidates"."state_candidate" in ('COMPLETED', 'REJECTED', 'PENDING', 'APPROVED', 'PROCESSING', 'CREATED', 'VALIDATED', 'NOT_VALIDATED')),
	CONSTRAINT "dc_candidates_vehicle" CHECK ("dc_candidates"."vehicle_type" in ('MOTORCYCLE', 'BIKE', 'WALK', 'CAR', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "dc_companies" (
	"company_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "dc_companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "dc_document_types" (
	"type_document_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_words" text NOT NULL,
	"bot_required" boolean DEFAULT false NOT NULL,
	"arn_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dc_document_types_key_words_object" CHECK (jsonb_typeof("dc_document_types"."key_words"::jsonb) = 'object')
);
--> statement-breakpoint
CREATE TABLE "dc_documents" (
	"document_id" bigint PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"type_document_id" text,
	"type_document_name" text,
	"state_document" text DEFAULT 'RECEIVED' NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bot_fields" jsonb,
	"field_confidence" jsonb,
	"resultado" text,
	"observacion" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dc_documents_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "dc_documents_state" CHECK ("dc_documents"."state_document" in ('RECEIVED', 'CLASSIFIED', 'CLASSIFICATION_ERROR', 'EXTRACTED', 'MANUAL_REVIEW', 'VALIDATED', 'NOT_VALIDATED', 'APPROVED', 'NOT_APPROVED')),
	CONSTRAINT "dc_documents_fields_object" CHECK (jsonb_typeof("dc_documents"."fields") = 'object')
);
--> statement-breakpoint
CREATE TABLE "dc_staff_companies" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dc_candidates" ADD CONSTRAINT "dc_candidates_company_id_dc_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dc_companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dc_documents" ADD CONSTRAINT "dc_documents_candidate_id_dc_candidates_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."dc_candidates"("candidate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dc_documents" ADD CONSTRAINT "dc_documents_type_document_id_dc_document_types_type_document_id_fk" FOREIGN KEY ("type_document_id") REFERENCES "public"."dc_document_types"("type_document_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dc_staff_companies" ADD CONSTRAINT "dc_staff_companies_company_id_dc_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dc_companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dc_candidates_created" ON "dc_candidates" USING btree ("created","candidate_id");--> statement-breakpoint
CREATE INDEX "dc_candidates_company_created" ON "dc_candidates" USING btree ("company_id","created","candidate_id");--> statement-breakpoint
CREATE INDEX "dc_documents_candidate" ON "dc_documents" USING btree ("candidate_id","document_id");--> statement-breakpoint
CREATE INDEX "dc_documents_state" ON "dc_documents" USING btree ("state_document");--> statement-breakpoint
-- The companies candidates apply to (Spec 03 §3 "Company (document control)"): a few courier companies.
INSERT INTO "dc_companies" ("company_id", "name") VALUES
  ('envios-ya', 'Envíos Ya S.A.'),
  ('moto-express', 'Moto Express S.R.L.'),
  ('rapido-sur', 'Rápido Sur Logística S.A.'),
  ('ciclo-portena', 'Ciclomensajería Porteña Coop.')
ON CONFLICT DO NOTHING;
