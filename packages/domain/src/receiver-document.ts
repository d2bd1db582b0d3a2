/**
 * The receiver's document of an invoice (Spec 02 §5 "CUIT", "Final consumer"): which document
 * types a receiver may use and how the number is checked and normalized. Package-internal: the
 * rules reach consumers through `validateInvoiceStep1` and `validateInvoiceDraft`.
 */
import type { InvoiceDraft, ReceiverDocumentType, TipoResponsable } from './entities/invoice';
import { invoiceDocumentTypes } from './enumerations';
import { type InvoiceErrorList, isBlank, isOneOf } from './invoice-error-list';
import { fail, type Result, succeed } from './result';
import { validateCuit, validateDni } from './validate-cuit';

/** The receiver's document after the final-consumer normalization. */
export type NormalizedDocument = { tipoDocumento: ReceiverDocumentType; nroDocumento: string };

const documentTypeIds = invoiceDocumentTypes.map((entry) => entry.id);

/**
 * Checks the receiver's document type and number (Spec 02 §5 "CUIT", "Final consumer"): a final
 * consumer's type defaults to 96 (DNI) and may not be 80 (`invoice.finalConsumerCuit`); any other
 * receiver is identified by CUIT (`invoice.receiverCuitRequired`); type 99, or a final consumer's
 * empty DNI, is "consumidor final sin identificar" (type 99, number `'0'`); 80 → `validateCuit`,
 * 96 → `validateDni`, 94 → 'Dato requerido' when empty. Errors go to `list`.
 *
 * @returns the normalized document, or `null` when it is not valid.
 */
export function checkReceiverDocument(
  values: Partial<InvoiceDraft>,
  tipoResponsable: TipoResponsable | null,
  list: InvoiceErrorList,
): NormalizedDocument | null {
  const isFinalConsumer = tipoResponsable === 'consumidor-final';
  // A final consumer's document type defaults to 96 (DNI).
  const tipoDocumento =
    values.tipoDocumento === undefined || values.tipoDocumento === null
      ? isFinalConsumer
        ? 96
        : null
      : values.tipoDocumento;
  if (!isOneOf(tipoDocumento, documentTypeIds)) {
    list.add('tipoDocumento', 'field.dataRequired');
    return null;
  }
  if (isFinalConsumer && tipoDocumento === 80) {
    list.add('tipoDocumento', 'invoice.finalConsumerCuit');
    return null;
  }
  if (tipoResponsable !== null && !isFinalConsumer && tipoDocumento !== 80) {
    list.add('tipoDocumento', 'invoice.receiverCuitRequired');
    return null;
  }
  const raw = values.nroDocumento ?? '';
  // Type 99, or a final consumer's empty DNI: "consumidor final sin identificar", number '0'.
  if (tipoDocumento === 99 || (isFinalConsumer && tipoDocumento === 96 && isBlank(raw))) {
    return { tipoDocumento: 99, nroDocumento: '0' };
  }
  let checked: Result<string>;
  switch (tipoDocumento) {
    case 80:
      checked = validateCuit(raw, { path: 'nroDocumento' });
      break;
    case 96:
      checked = validateDni(raw, { path: 'nroDocumento' });
      break;
    case 94: {
      const passport = raw.replace(/[\s.-]/g, '');
      checked = passport === '' ? fail('nroDocumento', 'field.dataRequired') : succeed(passport);
      break;
    }
    default: {
      const unexpected: never = tipoDocumento;
      throw new RangeError(`Unknown tipoDocumento: ${String(unexpected)}`);
    }
  }
  if (!checked.ok) {
    list.addAll(checked.errors);
    return null;
  }
  return { tipoDocumento, nroDocumento: checked.value };
}
