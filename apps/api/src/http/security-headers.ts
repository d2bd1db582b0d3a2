import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.js';

/**
 * Hosts Mercado Pago's browser SDK (MercadoPago.js / card form / secure fields) loads scripts,
 * frames, images and calls from (reference/mercadopago.md: the browser only uses the public key).
 */
const mercadoPagoHosts = [
  'https://*.mercadopago.com',
  'https://*.mercadolibre.com',
  'https://*.mlstatic.com',
];

/**
 * The Content-Security-Policy directives for the SPA (exported so a test or a later integration
 * can read and extend them): scripts only from this origin and Mercado Pago; calls to this origin,
 * Mercado Pago and, in production, the Cognito user-pool endpoint of the configured region; no
 * plugins; no framing by other sites. Inline styles are allowed (components set style
 * attributes); inline scripts are not.
 */
export function contentSecurityPolicy(config: Pick<Config, 'identity'>) {
  const identityHosts =
    config.identity.kind === 'cognito'
      ? [`https://cognito-idp.${config.identity.region}.amazonaws.com`]
      : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...mercadoPagoHosts],
    connectSrc: ["'self'", ...identityHosts, ...mercadoPagoHosts],
    frameSrc: ["'self'", ...mercadoPagoHosts],
    imgSrc: ["'self'", 'data:', 'blob:', ...mercadoPagoHosts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
  };
}

/**
 * Security headers for every answer (hono/secure-headers), tuned for a single-page app that pays
 * with Mercado Pago: the CSP above; `Cross-Origin-Opener-Policy: same-origin-allow-popups`
 * (payment pop-ups keep their opener); `Referrer-Policy: strict-origin-when-cross-origin`;
 * a Permissions-Policy allowing only this origin's camera (document photos) and payment;
 * plus Hono's defaults (nosniff, `X-Frame-Options: SAMEORIGIN`, HSTS, …). `X-Powered-By` is
 * removed.
 */
export function securityHeaders(config: Pick<Config, 'identity'>): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      camera: ['self'],
      microphone: false,
      geolocation: false,
      payment: ['self'],
    },
  });
}
