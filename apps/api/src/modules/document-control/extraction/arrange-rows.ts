import type { OcrWord } from '../../../heavy-work/protocol.js';

/** A word with its box on the page (pixels of the OCR image, or points of a PDF page). */
export type PlacedWord = {
  text: string;
  /** 0–1: tesseract's word confidence; 1 for a PDF text layer. */
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
  /**
   * The slope (dy/dx) of the text line OCR found the word in (its baseline): a photo taken at an
   * angle tilts each line its own way. 0 when unknown (a PDF text layer).
   */
  slope?: number;
  /** The text line OCR found the word in: words of one OCR line stay in one row. */
  group?: number;
};

/**
 * The separator between the columns of one visual row in a page's text: a label and its value
 * printed apart ('Apellido:      PEREZ'), or two label–value pairs side by side, read as
 * `Apellido:\tPEREZ` and `Apellido: PEREZ\tNombre: JUAN` (issue 27 item 2).
 */
export const columnSeparator = '\t';

/**
 * A gap between two words of a row wider than this many times the taller word's height starts a
 * new column. Decision: words of one phrase are about 0.3–0.5 heights apart, a label written
 * right after its value about 0.8 ('Apellido: PEREZ'), the columns of a card 1.5 or more.
 */
export const columnGapFactor = 1.2;

/**
 * Groups words into visual rows, top to bottom, each row left to right (issue 16 item 4), and
 * each row into columns (issue 27 item 2). Tesseract reads a card whose labels and values are in
 * two columns as two blocks, one after the other; rows rebuild 'label value' lines. The words of
 * one OCR line stay together; a line joins the row whose centre line, followed along its slope to
 * the line (a photo taken at an angle tilts the rows), passes within half the taller one's height
 * of the line's centre; in a row, a gap wider than {@link columnGapFactor} heights starts a
 * column.
 *
 * @returns the page's text (one line per row, columns joined by {@link columnSeparator}, words by
 *   one space) and its words, each with its line index and horizontal extent (`x0`, `x1`).
 */
export function arrangeRows(placed: PlacedWord[]): { text: string; words: OcrWord[] } {
  type Unit = { x: number; y: number; slope: number; height: number; words: PlacedWord[] };
  type Row = Unit;
  const heightOf = (word: PlacedWord) => Math.max(1, word.box.y1 - word.box.y0);
  // The words of one OCR line form a unit; a word without a line is a unit of its own.
  const byGroup = new Map<number | string, PlacedWord[]>();
  placed.forEach((word, index) => {
    const key = word.group ?? `word ${index}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), word]);
  });
  const units: Unit[] = [...byGroup.values()].map((members) => {
    const x0 = Math.min(...members.map((word) => word.box.x0));
    const x1 = Math.max(...members.map((word) => word.box.x1));
    const centers = members.map((word) => (word.box.y0 + word.box.y1) / 2);
    const heights = members.map(heightOf).sort((a, b) => a - b);
    return {
      x: (x0 + x1) / 2,
      y: centers.reduce((sum, value) => sum + value, 0) / centers.length,
      slope: members[0]?.slope ?? 0,
      height: heights[Math.floor(heights.length / 2)] ?? 1,
      words: members,
    };
  });
  const rows: Row[] = [];
  // A row's centre line at `x`: through its centre, along its slope.
  const rowYAt = (row: Row, x: number) => row.y + row.slope * (x - row.x);
  for (const unit of units.sort((a, b) => a.y - b.y)) {
    const row = rows.find(
      (candidate) =>
        Math.abs(rowYAt(candidate, unit.x) - unit.y) <= Math.max(unit.height, candidate.height) / 2,
    );
    if (row) {
      const count = row.words.length + unit.words.length;
      row.x = (row.x * row.words.length + unit.x * unit.words.length) / count;
      row.y = (row.y * row.words.length + unit.y * unit.words.length) / count;
      row.slope = (row.slope * row.words.length + unit.slope * unit.words.length) / count;
      row.height = Math.max(row.height, unit.height);
      row.words.push(...unit.words);
    } else {
      rows.push({ ...unit, words: [...unit.words] });
    }
  }
  const lines: string[] = [];
  const words: OcrWord[] = [];
  for (const row of rows.sort((a, b) => a.y - b.y)) {
    const sorted = row.words.sort((a, b) => a.box.x0 - b.box.x0);
    let line = '';
    sorted.forEach((word, index) => {
      const previous = sorted[index - 1];
      if (previous) {
        const gap = word.box.x0 - previous.box.x1;
        const isNewColumn = gap > columnGapFactor * Math.max(heightOf(word), heightOf(previous));
        line += isNewColumn ? columnSeparator : ' ';
      }
      line += word.text;
      words.push({
        text: word.text,
        confidence: word.confidence,
        line: lines.length,
        x0: word.box.x0,
        x1: word.box.x1,
      });
    });
    lines.push(line);
  }
  return { text: lines.join('\n'), words };
}
