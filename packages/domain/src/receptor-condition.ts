/**
 * The receiver's IVA condition as ARCA's `CondicionIVAReceptorId` (RG 5616/2024,
 * web-services.md §3.7).
 */
import type { TipoResponsable } from './entities/invoice';
import { tiposResponsable } from './enumerations';

/**
 * The ARCA `CondicionIVAReceptorId` of a receiver's IVA condition (RG 5616/2024, web-services.md
 * §3.7): consumidor-final 5, iva-responsable-inscripto 1, iva-sujeto-exento 4,
 * monotributista-social 13, responsable-monotributo 6. Every one is valid for class C vouchers.
 * Read from {@link tiposResponsable}, the single list of these values.
 *
 * @param tipoResponsable - the receiver's IVA condition (Spec 02 §3).
 * @returns the RG 5616 id.
 * @throws RangeError for a value outside the list (only reachable by casting).
 */
export function condicionIvaReceptorId(tipoResponsable: TipoResponsable): number {
  const entry = tiposResponsable.find((candidate) => candidate.id === tipoResponsable);
  if (entry === undefined) throw new RangeError(`Unknown tipoResponsable: ${tipoResponsable}`);
  return entry.ivaReceptorConditionId;
}
