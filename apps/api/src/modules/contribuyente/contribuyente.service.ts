import { type Contribuyente, messages, validateCuit } from '@liqui/domain';
import {
  type AfipClients,
  AfipServiceError,
  AfipTransportError,
} from '../../integrations/afip/index.js';
import type { Logger } from '../../logger.js';
import { invalid, notFound, upstreamUnavailable } from '../../service-error.js';

/** The taxpayer lookup service (see {@link createContribuyenteService}). */
export type ContribuyenteService = ReturnType<typeof createContribuyenteService>;

/**
 * The taxpayer lookup in ARCA's padrón A5 (`getPersona_v2`, through `afip.padron`; Spec 02 §5
 * "Tax-id lookup on blur" and §7, Spec 03 §7).
 *
 * @param deps.afip - the ARCA clients (only the padrón is used).
 * @param deps.logger - where failed lookups are logged (warn).
 */
export function createContribuyenteService(deps: {
  afip: Pick<AfipClients, 'padron'>;
  logger?: Logger;
}) {
  return {
    /**
     * Looks a CUIT up in ARCA's registry.
     *
     * @param cuit - 11 digits (the wire shape is checked by the contract's struct).
     * @returns the `Contribuyente` of `@liqui/domain`: `razonSocial`, `Direccion`, `Localidad`,
     *   `Provincia`, `Codigo Postal`, `IVA` (`S` responsable inscripto, `N` otherwise, null when
     *   ARCA withholds the regime-general data).
     * @throws ServiceError `validation` (path `cuit`, 'CUIT invalido') for a wrong check digit;
     *   `not_found` 'Cuit inexistente' when ARCA has no such person; `upstream_unavailable`
     *   'Error de comunicacion con AFIP' when ARCA cannot be reached or refuses the call
     *   (timeouts, faults, WSAA problems).
     */
    async lookUp(cuit: string): Promise<Contribuyente> {
      const checked = validateCuit(cuit, { path: 'cuit' });
      if (!checked.ok) {
        throw invalid(checked.errors.map(({ path, message }) => ({ path, message })));
      }
      let found: Contribuyente | null;
      try {
        found = await deps.afip.padron.getContribuyente(checked.value);
      } catch (error) {
        if (error instanceof AfipTransportError || error instanceof AfipServiceError) {
          deps.logger?.warn({ err: error, cuit: checked.value }, 'ARCA padrón lookup failed');
          throw upstreamUnavailable(messages['taxpayerLookup.afipError']);
        }
        throw error;
      }
      if (!found) throw notFound(messages['taxpayerLookup.notFound']);
      return found;
    },
  };
}
