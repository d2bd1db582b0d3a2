import { endpoints } from '@liqui/api-client';
import { messages, validateCuit } from '@liqui/domain';
import { Hono } from 'hono';
import { allowEndpoint } from '../../http/access.js';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { validate, validationMessage } from '../../http/validate.js';
import type { AfipClients } from '../../integrations/afip/index.js';
import { AfipServiceError, AfipTransportError } from '../../integrations/afip/index.js';
import type { Logger } from '../../logger.js';

/**
 * `GET /api/contribuyente?cuit=` (contract `endpoints.getContribuyente` of `@liqui/api-client`;
 * Spec 02 §5 "Tax-id lookup on blur" and §7, Spec 03 §7): looks the CUIT up in ARCA's padrón A5
 * (`getPersona_v2`, through `afip.padron`) and answers the `Contribuyente` of `@liqui/domain` —
 * `razonSocial`, `Direccion`, `Localidad`, `Provincia`, `Codigo Postal`, `IVA` (`S` responsable
 * inscripto, `N` otherwise, null when ARCA withholds the regime-general data).
 *
 * Access: any signed-in user (401 without a valid token). Answers:
 * - 400 `{ message: 'Datos inválidos', code: 'validation', errors: [{ path: 'cuit', message }] }`
 *   when `cuit` is missing, not 11 digits or has a wrong check digit ('CUIT invalido');
 * - 404 `{ message: 'Cuit inexistente', code: 'not_found' }` when ARCA has no such person;
 * - 502 `{ message: 'Error de comunicacion con AFIP', code: 'afip_unavailable' }` when ARCA cannot
 *   be reached or refuses the call (timeouts, faults, WSAA problems).
 */
export function createContribuyenteRoutes({
  afip,
  logger,
}: {
  afip: Pick<AfipClients, 'padron'>;
  logger?: Logger;
}) {
  return new Hono<AppEnv>().get(
    '/contribuyente',
    allowEndpoint(endpoints.getContribuyente),
    validate('query', endpoints.getContribuyente.query!),
    async (c) => {
      const { cuit } = c.req.valid('query') as { cuit: string };
      const checked = validateCuit(cuit, { path: 'cuit' });
      if (!checked.ok) {
        throw new AppError(
          400,
          'validation',
          validationMessage,
          checked.errors.map((error) => ({ path: error.path, message: error.message })),
        );
      }
      let found: Awaited<ReturnType<AfipClients['padron']['getContribuyente']>>;
      try {
        found = await afip.padron.getContribuyente(checked.value);
      } catch (error) {
        if (error instanceof AfipTransportError || error instanceof AfipServiceError) {
          logger?.warn({ err: error, cuit: checked.value }, 'Consulta al padrón de ARCA fallida');
          throw new AppError(502, 'afip_unavailable', messages['taxpayerLookup.afipError']);
        }
        throw error;
      }
      if (!found) throw new AppError(404, 'not_found', messages['taxpayerLookup.notFound']);
      return c.json(found, 200);
    },
  );
}
