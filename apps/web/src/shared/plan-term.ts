/**
 * The period label of a term in months: Mensual, Trimestral, Semestral, Anual, else `N meses`
 * (Spec 02 §9: monthly, quarterly, semiannual).
 */
export function termLabel(plazo: number): string {
  switch (plazo) {
    case 1:
      return 'Mensual';
    case 3:
      return 'Trimestral';
    case 6:
      return 'Semestral';
    case 12:
      return 'Anual';
    default:
      return `${plazo} meses`;
  }
}
