/**
 * The one CUIT lookup of the web app (issue 28 item 4): ARCA's registry through
 * `GET /contribuyente` (Spec 02 §5 "Tax-id lookup on blur", Spec 03 §8 "Taxpayer lookup"), for
 * the invoice wizard's receiver and the batch form's receiver. Each form decides what the answer
 * does to its fields and which words it shows; the call, its failure codes, which answer is the
 * latest and the receiver fields the registry fills live here.
 */
import { type ApiErrorCodeOrClient, isApiError } from '@liqui/api-client';
import type { Contribuyente } from '@liqui/domain';
import type { FormApi } from 'final-form';
import { useCallback, useRef } from 'react';
import { useApi } from '../../session/api-context';

/** The receiver fields the lookup fills (or clears), named as both receiver forms name them. */
export type ReceiverFields = {
  readonly razonSocialCliente: string;
  readonly domicilioComercialCliente: string;
  readonly localidadCliente: string;
  readonly provinciaCliente: string;
};

/** The receiver fields emptied ('Cuit inexistente', not a Responsable Inscripto). */
export const clearedReceiverFields: ReceiverFields = {
  razonSocialCliente: '',
  domicilioComercialCliente: '',
  localidadCliente: '',
  provinciaCliente: '',
};

/**
 * The receiver fields of a registry record: razón social (`razonSocial`), domicilio
 * (`Direccion`), localidad (`Localidad`) and provincia (`Provincia`), a missing one empty.
 */
export function receiverFieldsOf(contribuyente: Contribuyente): ReceiverFields {
  return {
    razonSocialCliente: contribuyente.razonSocial,
    domicilioComercialCliente: contribuyente.Direccion ?? '',
    localidadCliente: contribuyente.Localidad ?? '',
    provinciaCliente: contribuyente.Provincia ?? '',
  };
}

/**
 * Writes `fields` into a receiver form in one batch (one render, one validation).
 *
 * @param form - a final-form form whose values include the four {@link ReceiverFields}.
 */
export function changeReceiverFields<Values extends ReceiverFields>(
  form: FormApi<Values>,
  fields: ReceiverFields,
): void {
  form.batch(() => {
    for (const [field, value] of Object.entries(fields)) {
      form.change(field as keyof Values, value as Values[keyof Values]); // the four receiver keys, typed by ReceiverFields
    }
  });
}

/** How the lookup call ended: the registry's record, or the failure's code. */
export type LookupAnswer =
  | { readonly ok: true; readonly contribuyente: Contribuyente }
  /** The failure's code: the API's (`not_found`, `upstream_unavailable`…) or the client's (`network.failed`: no answer). */
  | { readonly ok: false; readonly code: ApiErrorCodeOrClient };

/** One lookup's result: its answer, and whether no later lookup of the same form started meanwhile. */
export type LookupResult = { readonly answer: LookupAnswer; readonly isLatest: boolean };

/**
 * The CUIT lookup of a form: `lookUp(cuit, { signal })` asks `GET /contribuyente?cuit=` and
 * resolves (never rejects) with the {@link LookupAnswer} and whether it is still the form's
 * latest lookup (a later call, for another number typed meanwhile, makes it stale).
 *
 * @returns `lookUp`, stable across renders.
 * @example const lookUp = useContribuyenteLookup();
 *   const { answer, isLatest } = await lookUp('30712345671', { signal });
 */
export function useContribuyenteLookup(): (
  cuit: string,
  options?: { readonly signal?: AbortSignal },
) => Promise<LookupResult> {
  const api = useApi();
  const latest = useRef(0);
  return useCallback(
    async (cuit, options = {}) => {
      const run = ++latest.current;
      let answer: LookupAnswer;
      try {
        const query = { query: { cuit }, signal: options.signal };
        answer = { ok: true, contribuyente: await api.call('getContribuyente', query) };
      } catch (error) {
        answer = { ok: false, code: isApiError(error) ? error.code : 'network.failed' };
      }
      return { answer, isLatest: run === latest.current };
    },
    [api],
  );
}
