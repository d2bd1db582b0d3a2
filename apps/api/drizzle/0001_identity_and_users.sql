CREATE TABLE "human_check_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"sub" uuid NOT NULL,
	"challenge" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "identity_auth_sessions_challenge" CHECK ("identity_auth_sessions"."challenge" in ('NEW_PASSWORD_REQUIRED', 'SOFTWARE_TOKEN_MFA', 'SMS_MFA'))
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sub" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "identity_codes_purpose" CHECK ("identity_codes"."purpose" in ('signup', 'reset', 'sms_mfa'))
);
--> statement-breakpoint
CREATE TABLE "identity_refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sub" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"auth_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "identity_refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"sub" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"phone_number" text,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_hash" text NOT NULL,
	"password_expires_at" timestamp with time zone,
	"failed_password_count" integer DEFAULT 0 NOT NULL,
	"failed_password_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_enabled" boolean DEFAULT false NOT NULL,
	"totp_preferred" boolean DEFAULT false NOT NULL,
	"totp_last_step" integer,
	"sms_mfa_enabled" boolean DEFAULT false NOT NULL,
	"sms_mfa_preferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_users_username_unique" UNIQUE("username"),
	CONSTRAINT "identity_users_status" CHECK ("identity_users"."status" in ('UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED')),
	CONSTRAINT "identity_users_groups" CHECK ("identity_users"."groups" <@ array['admin', 'adminLite', 'adminDC', 'adminLiteDC', 'analistaDC']::text[]),
	CONSTRAINT "identity_users_username_lower_case" CHECK ("identity_users"."username" = lower("identity_users"."username"))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"nombre" text,
	"apellido" text,
	"telefono" text,
	"direccion" text,
	"ciudad" text,
	"provincia" text,
	"cp" text,
	"razon_social" text,
	"cuit" text,
	"clave_fiscal" text,
	"cur" text,
	"inicio_actividad" date,
	"cat_monotributo" text,
	"cat_estimada" text,
	"tipo_actividad" text,
	"actividad_preliminar" text,
	"actividad_1" text,
	"actividad_2" text,
	"actividad_3" text,
	"tipo_responsable" text,
	"os" text,
	"familiares_os" integer,
	"cantidad_familiares" integer,
	"aportes_sipa" boolean,
	"cuit_empleador" text,
	"iibb" boolean,
	"iibb_numero" text,
	"local_comercial" boolean,
	"costo_alquiler" numeric(18, 2),
	"punto_venta" integer,
	"deuda_afip" numeric(18, 2),
	"fac_inicial_sem_actual" numeric(18, 2),
	"fac_inicial_sem_anterior" numeric(18, 2),
	"tiene_dni" boolean,
	"empleados" boolean,
	"es_monotributista" boolean,
	"tiene_clavefiscal" boolean,
	"direc_sa" boolean,
	"tres_ingresos" boolean,
	"importador" boolean,
	"trabaja_aplicacion" boolean,
	"estado_usuario" text DEFAULT 'INCOMPLETO' NOT NULL,
	"estado_pago" text DEFAULT 'INACTIVO' NOT NULL,
	"estado_monotributo" text DEFAULT 'INACTIVO' NOT NULL,
	"estado_clave_fiscal" text DEFAULT 'INACTIVO',
	"estado_cbu" text,
	"baja" boolean DEFAULT false NOT NULL,
	"plan" text,
	"plan_id" text,
	"fecha_inicio" date,
	"fecha_fin" date,
	"fecha_baja" date,
	"tipo_usuario" text DEFAULT 'normal' NOT NULL,
	"vep" text,
	"cbu" text,
	"mp_customer_id" text,
	"mp_customer_card_id" text,
	"foto_dni_fr" boolean DEFAULT false NOT NULL,
	"foto_dni_tr" boolean DEFAULT false NOT NULL,
	"foto_rostro" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_username_lower_case" CHECK ("users"."username" = lower("users"."username")),
	CONSTRAINT "users_estado_usuario" CHECK ("users"."estado_usuario" in ('ACTIVO', 'INCOMPLETO', 'BAJA', 'INACTIVO', 'BLOQUEADO', 'PENDIENTE_REVISION', 'BAJA_PROGRAMADA')),
	CONSTRAINT "users_estado_pago" CHECK ("users"."estado_pago" in ('ACTIVO', 'ACTIVO_PRUEBA', 'INACTIVO', 'PAGO_EN_PROCESO', 'POR_VENCER', 'VENCIDO')),
	CONSTRAINT "users_estado_monotributo" CHECK ("users"."estado_monotributo" in ('ACTIVO', 'ERROR_BAJA_OFICIO', 'CANCELADO', 'ERROR_CUIT_INACTIVO', 'ERROR_DDJJ_SIN_PRESENTAR', 'ERROR_DNI_VENCIDO', 'ERROR_CLAVE_FISCAL_NIVEL_1', 'EXCLUIDO', 'ERROR_EXCLUIDO', 'HACER_ALTA', 'HACER_BAJA', 'INACTIVO', 'INCOMPLETO', 'PENDIENTE_REVISION', 'ERROR_RENAPER', 'ERROR_OTROS')),
	CONSTRAINT "users_estado_clave_fiscal" CHECK ("users"."estado_clave_fiscal" in ('ACTIVO', 'ERROR_CLAVE_INVALIDA', 'CREANDO', 'INACTIVO', 'PENDIENTE_REVISION')),
	CONSTRAINT "users_estado_cbu" CHECK ("users"."estado_cbu" in ('POR_ADHERIR', 'ADHERIDO')),
	CONSTRAINT "users_tipo_actividad" CHECK ("users"."tipo_actividad" in ('presta_servicios', 'vende_mercaderia', 'alquileres')),
	CONSTRAINT "users_tipo_responsable" CHECK ("users"."tipo_responsable" in ('Responsable Monotributo', 'Monotributista Social')),
	CONSTRAINT "users_vep" CHECK ("users"."vep" in ('pagar', 'pagoMisCuentas')),
	CONSTRAINT "users_cuit_digits" CHECK ("users"."cuit" ~ '^[0-9]{11}$'),
	CONSTRAINT "users_cuit_empleador_digits" CHECK ("users"."cuit_empleador" ~ '^[0-9]{11}$'),
	CONSTRAINT "users_cbu_digits" CHECK ("users"."cbu" ~ '^[0-9]{22}$'),
	CONSTRAINT "users_punto_venta_range" CHECK ("users"."punto_venta" between 0 and 999999),
	CONSTRAINT "users_familiares_os_range" CHECK ("users"."familiares_os" >= 0),
	CONSTRAINT "users_cantidad_familiares_range" CHECK ("users"."cantidad_familiares" >= 0),
	CONSTRAINT "users_provincia_upper_case" CHECK ("users"."provincia" = upper("users"."provincia"))
);
--> statement-breakpoint
ALTER TABLE "identity_auth_sessions" ADD CONSTRAINT "identity_auth_sessions_sub_identity_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_sub_identity_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_refresh_tokens" ADD CONSTRAINT "identity_refresh_tokens_sub_identity_users_sub_fk" FOREIGN KEY ("sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "human_check_uses_expires_at" ON "human_check_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_codes_sub_purpose" ON "identity_codes" USING btree ("sub","purpose","created_at");--> statement-breakpoint
CREATE INDEX "identity_refresh_tokens_sub" ON "identity_refresh_tokens" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "mail_outbox_to" ON "mail_outbox" USING btree ("to");