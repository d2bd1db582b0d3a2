/**
 * A document's history in the words of the desk (issue 27 item 3: "say in the document's history
 * which preprocessing ran"), shown by the document editor's 'Historial' card: who did what, the
 * state it left, and what the bot did to the image before reading it.
 */
import { documentFieldLabel } from './document-field-labels';
import type { DocumentEvent, PagePreprocessing } from './entities/document-control';
import { type DocumentState, documentStateLabels, documentStates } from './statuses';

/** A number with a decimal comma and at most one decimal (2.06 → '2,1', 2 → '2'). */
function formatFactor(value: number): string {
  return (Math.round(value * 10) / 10).toString().replace('.', ',');
}

/**
 * What was done to one page before reading it, in Spanish: 'girada 90°', 'ampliada ×2,1',
 * 'sin motas' joined by commas; `null` when nothing was done (a clean page at its size).
 */
export function describePagePreprocessing(page: PagePreprocessing): string | null {
  const steps = [
    page.rotation !== 0 ? `girada ${page.rotation}°` : null,
    page.upscale > 1 ? `ampliada ×${formatFactor(page.upscale)}` : null,
    page.upscale < 1 ? `reducida ×${formatFactor(page.upscale)}` : null,
    page.denoise ? 'sin motas' : null,
  ].filter((step): step is string => step !== null);
  return steps.length === 0 ? null : steps.join(', ');
}

/**
 * The preprocessing of a reading, in Spanish: 'Imagen girada 90°, ampliada ×2,1' for one page,
 * 'Página 1: girada 180°; página 2: ampliada ×3' for several; `null` when nothing was done.
 */
export function describePreprocessing(pages: readonly PagePreprocessing[]): string | null {
  const described = pages
    .map((page) => ({ page: page.page, text: describePagePreprocessing(page) }))
    .filter((page): page is { page: number; text: string } => page.text !== null);
  if (described.length === 0) return null;
  if (pages.length === 1 && described[0]) return `Imagen ${described[0].text}`;
  return described
    .map((page, index) => `${index === 0 ? 'Página' : 'página'} ${page.page}: ${page.text}`)
    .join('; ');
}

const pendingReasonLabels = {
  missing: 'no encontrado',
  lowConfidence: 'lectura dudosa',
  implausible: 'valor improbable',
} as const;

/**
 * A history event in Spanish, as the 'Historial' card shows it:
 * - `title`: what happened ('Subido por ana@liqui.test', 'El bot lo clasificó como «DNI»', 'El
 *   bot no pudo clasificarlo', 'El bot leyó todos los datos', 'El bot pidió revisión', 'Estado
 *   cambiado por ana@liqui.test');
 * - `state`: the state it left ('Recibido', 'Extraído'...);
 * - `details`: the preprocessing ({@link describePreprocessing}) and the fields to review
 *   ('A revisar: Apellido (valor improbable), Fecha de vencimiento (no encontrado)').
 */
export function describeDocumentEvent(event: DocumentEvent): {
  title: string;
  state: string;
  details: string[];
} {
  const by = event.actor ?? 'el bot';
  const state = documentStateLabels[event.stateDocument];
  let title: string;
  switch (event.event) {
    case 'uploaded':
      title = `Subido por ${by}`;
      break;
    case 'classified':
      title = `El bot lo clasificó como «${event.typeDocumentName ?? 'tipo desconocido'}»`;
      break;
    case 'classificationFailed':
      title = 'El bot no pudo clasificarlo';
      break;
    case 'extracted':
      title = 'El bot leyó todos los datos';
      break;
    case 'extractionDoubtful':
      title = 'El bot pidió revisión';
      break;
    default: {
      const chosen = event.event.replace(/^backOffice:/, '');
      title = documentStates.includes(chosen as DocumentState)
        ? `Estado cambiado por ${by}`
        : `${event.event} (${by})`;
    }
  }
  const details: string[] = [];
  const preprocessing = describePreprocessing(event.preprocessing);
  if (preprocessing) details.push(preprocessing);
  if (event.pending.length > 0) {
    details.push(
      `A revisar: ${event.pending
        .map(
          (pending) =>
            `${documentFieldLabel(pending.field)} (${pendingReasonLabels[pending.reason]})`,
        )
        .join(', ')}`,
    );
  }
  return { title, state, details };
}
