/**
 * Where each ARCA web service lives, per environment. Source: web-services.md §1 (homologación and
 * producción URLs; keep the `*.afip.gov.ar` hosts) and §6 item 1 (the simulator serves the same
 * paths under its base URL).
 */
import type { AfipConfig } from '../../config.js';

/** The URLs of the services Liqui calls. */
export type AfipEndpoints = {
  /** WSAA `LoginCms`. */
  wsaa: string;
  /** WSFEv1 `service.asmx`. */
  wsfe: string;
  /** WSCDC `service.asmx`. */
  wscdc: string;
  /** Padrón constancia de inscripción (`personaServiceA5`). */
  padronA5: string;
};

/** The real paths of each service, shared by ARCA's hosts and the simulator. */
export const afipServicePaths = {
  wsaa: '/ws/services/LoginCms',
  wsfe: '/wsfev1/service.asmx',
  wscdc: '/WSCDC/service.asmx',
  padronA5: '/sr-padron/webservices/personaServiceA5',
} as const;

const homologacion: AfipEndpoints = {
  wsaa: `https://wsaahomo.afip.gov.ar${afipServicePaths.wsaa}`,
  wsfe: `https://wswhomo.afip.gov.ar${afipServicePaths.wsfe}`,
  wscdc: `https://wswhomo.afip.gov.ar${afipServicePaths.wscdc}`,
  padronA5: `https://awshomo.afip.gov.ar${afipServicePaths.padronA5}`,
};

const produccion: AfipEndpoints = {
  wsaa: `https://wsaa.afip.gov.ar${afipServicePaths.wsaa}`,
  wsfe: `https://servicios1.afip.gov.ar${afipServicePaths.wsfe}`,
  wscdc: `https://servicios1.afip.gov.ar${afipServicePaths.wscdc}`,
  padronA5: `https://aws.afip.gov.ar${afipServicePaths.padronA5}`,
};

/**
 * The endpoints of `afip.environment`: `sandbox` → `afip.sandboxUrl` (no trailing slash) followed
 * by the real paths (`<sandboxUrl>/ws/services/LoginCms`, …); `homologacion` / `produccion` →
 * ARCA's hosts of web-services.md §1.
 */
export function resolveAfipEndpoints(
  afip: Pick<AfipConfig, 'environment' | 'sandboxUrl'>,
): AfipEndpoints {
  switch (afip.environment) {
    case 'sandbox': {
      const base = afip.sandboxUrl.replace(/\/+$/, '');
      return {
        wsaa: `${base}${afipServicePaths.wsaa}`,
        wsfe: `${base}${afipServicePaths.wsfe}`,
        wscdc: `${base}${afipServicePaths.wscdc}`,
        padronA5: `${base}${afipServicePaths.padronA5}`,
      };
    }
    case 'homologacion':
      return homologacion;
    case 'produccion':
      return produccion;
    default: {
      const unknown: never = afip.environment;
      throw new Error(`Unknown AFIP environment ${String(unknown)}`);
    }
  }
}
