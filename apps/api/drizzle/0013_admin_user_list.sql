CREATE INDEX "users_list_order" ON "users" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_estado_usuario_order" ON "users" USING btree ("estado_usuario","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_estado_pago_order" ON "users" USING btree ("estado_pago","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_estado_monotributo_order" ON "users" USING btree ("estado_monotributo","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_estado_cbu_order" ON "users" USING btree ("estado_cbu","created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_cuit" ON "users" USING btree ("cuit");--> statement-breakpoint
CREATE INDEX "users_telefono" ON "users" USING btree ("telefono");--> statement-breakpoint
CREATE INDEX "users_mp_customer_card_id" ON "users" USING btree ("mp_customer_card_id");