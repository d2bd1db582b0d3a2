CREATE TABLE "afip_codes" (
	"table_name" text NOT NULL,
	"id" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "afip_codes_table_name_id_pk" PRIMARY KEY("table_name","id")
);
--> statement-breakpoint
CREATE TABLE "due_dates" (
	"mes" integer PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	CONSTRAINT "due_dates_mes_range" CHECK ("due_dates"."mes" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "iibb_rows" (
	"provincia" text NOT NULL,
	"categoria" text NOT NULL,
	"monto" numeric(18, 2) NOT NULL,
	"vencimiento" text NOT NULL,
	CONSTRAINT "iibb_rows_provincia_categoria_pk" PRIMARY KEY("provincia","categoria")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monotributo_categories" (
	"categoria" text PRIMARY KEY NOT NULL,
	"monto_facturacion_maximo" numeric(18, 2) NOT NULL,
	"impuesto_bienes" numeric(18, 2) NOT NULL,
	"impuesto_servicios" numeric(18, 2) NOT NULL,
	"aportes_sipa" numeric(18, 2) NOT NULL,
	"porcentaje_os" numeric(12, 6) NOT NULL,
	"vigencia_desde" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "other_taxes" (
	"nombre" text PRIMARY KEY NOT NULL,
	"valor" numeric(18, 2) NOT NULL
);
