import { optional, refine, string } from 'superstruct';
import type { VariablesOf } from './values.js';

/** Mercado Pago: `MERCADOPAGO_PUBLIC_KEY`. */

/** The public key announced to the web app when Mercado Pago runs in sandbox mode. */
export const sandboxMercadoPagoPublicKey = 'TEST-liqui-sandbox';

/** Mercado Pago: the public key the browser uses, and whether it is the local sandbox. */
export type MercadoPagoConfig = { publicKey: string; isSandbox: boolean };

const publicKey = refine(string(), 'mercadoPagoPublicKey', (value) =>
  /^(APP_USR|TEST)-[\w-]+$/.test(value)
    ? true
    : 'must be a Mercado Pago public key starting with APP_USR- or TEST-',
);

/** The Mercado Pago variables, as strings (see `environment.ts`). */
export const mercadoPagoVariables = {
  MERCADOPAGO_PUBLIC_KEY: optional(publicKey),
};

/** The variables of this concern as read from the environment. */
export type MercadoPagoVariables = VariablesOf<typeof mercadoPagoVariables>;

/** The configured key, or the sandbox's when `MERCADOPAGO_PUBLIC_KEY` is unset. */
export function buildMercadoPagoConfig(vars: MercadoPagoVariables): MercadoPagoConfig {
  return vars.MERCADOPAGO_PUBLIC_KEY
    ? { publicKey: vars.MERCADOPAGO_PUBLIC_KEY, isSandbox: false }
    : { publicKey: sandboxMercadoPagoPublicKey, isSandbox: true };
}
