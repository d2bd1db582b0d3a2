import { validateCuit } from './validate-cuit';

/**
 * The CUIT of a document-control candidate, for its ARCA padrón panel (issue 16 item 5, beyond
 * the spec). A candidate has a document number (`candidate_number_doc`), not a CUIT; decision:
 * when that number, without dots, dashes or spaces, is a valid CUIT (11 digits, a known prefix,
 * the right check digit), it is the candidate's CUIT and the padrón is asked about it; a DNI (7–8
 * digits) or anything else is no CUIT and the panel says 'Sin CUIT' (no guessing of the prefix
 * from the DNI: 20, 23, 24 or 27 could all be right).
 *
 * @param numberDoc - the candidate's `candidate_number_doc`.
 * @returns the 11 digits, or `null`.
 */
export function candidateCuitOf(numberDoc: string | null | undefined): string | null {
  const digits = (numberDoc ?? '').replace(/[.\-\s]/g, '');
  const checked = validateCuit(digits);
  return checked.ok ? checked.value : null;
}
