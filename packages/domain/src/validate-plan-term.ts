import type { PlanMedio } from './entities/plan';
import { fail, type Result, succeed } from './result';

/**
 * The terms (months) each payment medium offers. Spec 02 §9: "Medio Tarjeta offers two periods
 * (monthly, semiannual); Otros offers three (monthly, quarterly, semiannual)". The spec sets no
 * list for MercadoPago: any whole number of months ≥ 1.
 */
export const planTermsByMedio: Readonly<Partial<Record<PlanMedio, readonly number[]>>> = {
  Tarjeta: [1, 6],
  Otros: [1, 3, 6],
};

/**
 * Checks that a plan's term (`plazo`, months) is one its medio offers ({@link planTermsByMedio}).
 *
 * @returns the term, or the error `plan.term` on path `plazo` ('Para medio Tarjeta el plazo debe
 *   ser de 1 o 6 meses'). Source: Spec 02 §9.
 */
export function validatePlanTerm(input: { medio: PlanMedio; plazo: number }): Result<number> {
  const terms = planTermsByMedio[input.medio];
  if (terms === undefined || terms.includes(input.plazo)) return succeed(input.plazo);
  const listed =
    terms.length === 1
      ? String(terms[0])
      : `${terms.slice(0, -1).join(', ')} o ${String(terms.at(-1))}`;
  return fail('plazo', 'plan.term', { medio: input.medio, terms: listed });
}
