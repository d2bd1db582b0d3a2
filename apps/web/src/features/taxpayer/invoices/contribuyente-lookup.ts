/**
 * The receiver lookup of the invoice wizard (Spec 02 §5 "Tax-id lookup on blur", §7
 * `GET /contribuyente`): when to ask ARCA's registry, and what its answer does to the form.
 * Pure; the wizard makes the call (`useContribuyenteLookup`, shared with the batch form) and
 * applies the outcome.
 */
import { type MessageCode, messages, type TipoResponsable, validateCuit } from '@liqui/domain';
import {
  type LookupAnswer,
  type ReceiverFields,
  receiverFieldsOf,
} from '../../../shared/contribuyente/use-contribuyente-lookup';
import type { InvoiceFormValues } from './invoice-form';

/**
 * The CUIT to look up when the document number field loses focus: only for document type 80
 * (CUIT) and a CUIT that passes @liqui/domain's `validateCuit` (Spec 02 §5: "after a valid
 * check").
 *
 * @param values - the document type and number as typed.
 * @returns the 11 digits, or `null` when there is nothing to look up.
 */
export function cuitToLookUp(
  values: Pick<InvoiceFormValues, 'tipoDocumento' | 'nroDocumento'>,
): string | null {
  if (values.tipoDocumento !== '80') return null;
  const checked = validateCuit(values.nroDocumento, { path: 'nroDocumento' });
  return checked.ok ? checked.value : null;
}

/**
 * What the form does with a lookup answer (Spec 02 §5):
 * - `fill`: the receiver fields from the registry; the number field says `message` 'Cuit
 *   verificado!' (issue 25 item 7: one event, one message, with the field; the spec's second
 *   text, the toast 'Cuit valido!', is no longer shown: it said the same thing over the form);
 * - `clear`: the receiver fields emptied, with a warning (`caution`: 'El CUIT no corresponde a un
 *   Responsable Inscripto') or an error (`critical`: 'Cuit inexistente');
 * - `keep`: nothing changes, with an error ('Error de comunicacion con AFIP').
 */
export type LookupOutcome =
  | {
      readonly kind: 'fill';
      readonly fields: ReceiverFields;
      readonly tone: 'positive';
      readonly message: string;
    }
  | { readonly kind: 'clear'; readonly tone: 'caution' | 'critical'; readonly message: string }
  | { readonly kind: 'keep'; readonly tone: 'critical'; readonly message: string };

function text(code: MessageCode): string {
  return messages[code];
}

/**
 * Decides what a lookup answer does (Spec 02 §5 "Tax-id lookup on blur"):
 * - found, receiver `iva-responsable-inscripto` and registry `IVA` `N` → `clear` with
 *   'El CUIT no corresponde a un Responsable Inscripto';
 * - found otherwise → `fill` razón social (`razonSocial`), domicilio (`Direccion`), localidad
 *   (`Localidad`) and provincia (`Provincia`), missing ones empty;
 * - code `not_found` → `clear` with 'Cuit inexistente';
 * - any other failure (`upstream_unavailable`: ARCA out of service, no answer) → `keep` with
 *   'Error de comunicacion con AFIP'.
 *
 * @param answer - the call's {@link LookupAnswer}.
 * @param tipoResponsable - the receiver's IVA condition chosen in the form.
 */
export function decideLookupOutcome(
  answer: LookupAnswer,
  tipoResponsable: TipoResponsable | string,
): LookupOutcome {
  if (!answer.ok) {
    return answer.code === 'not_found'
      ? { kind: 'clear', tone: 'critical', message: text('taxpayerLookup.notFound') }
      : { kind: 'keep', tone: 'critical', message: text('taxpayerLookup.afipError') };
  }
  const { contribuyente } = answer;
  if (tipoResponsable === 'iva-responsable-inscripto' && contribuyente.IVA === 'N') {
    return {
      kind: 'clear',
      tone: 'caution',
      message: text('taxpayerLookup.notResponsableInscripto'),
    };
  }
  return {
    kind: 'fill',
    fields: receiverFieldsOf(contribuyente),
    tone: 'positive',
    message: text('taxpayerLookup.verified'),
  };
}
