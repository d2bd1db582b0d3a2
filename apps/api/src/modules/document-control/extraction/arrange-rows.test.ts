import { describe, expect, it } from 'vitest';
import { arrangeRows, type PlacedWord } from './arrange-rows.js';

/** A word of height 20 whose box starts at (x, y). */
function word(text: string, x: number, y: number, extra: Partial<PlacedWord> = {}): PlacedWord {
  return {
    text,
    confidence: 0.9,
    box: { x0: x, y0: y, x1: x + text.length * 12, y1: y + 20 },
    ...extra,
  };
}

describe('arrangeRows (issue 27 item 2: rows and columns of a card)', () => {
  it('rebuilds rows top to bottom and splits a row into columns at wide gaps', () => {
    const { text, words } = arrangeRows([
      word('PEREZ', 400, 101),
      word('Apellido:', 100, 100),
      word('Nombre:', 100, 160),
      word('JUAN', 400, 160),
      word('CARLOS', 465, 161),
    ]);
    expect(text).toBe('Apellido:\tPEREZ\nNombre:\tJUAN CARLOS');
    expect(words.map(({ text: written, line, x0 }) => [written, line, x0])).toEqual([
      ['Apellido:', 0, 100],
      ['PEREZ', 0, 400],
      ['Nombre:', 1, 100],
      ['JUAN', 1, 400],
      ['CARLOS', 1, 465],
    ]);
  });

  it('keeps a label and its value in one row when the photo tilts the line, following its slope', () => {
    // The value is 18 px higher than its label, 300 px to the right: a line at slope -0.06.
    const slope = -0.06;
    const { text } = arrangeRows([
      word('Valido', 100, 300, { slope, group: 1 }),
      word('hasta', 190, 295, { slope, group: 1 }),
      word('18/02/2027', 400, 282, { slope, group: 2 }),
      word('Folio:', 100, 230, { slope, group: 0 }),
      word('32127329', 400, 212, { slope, group: 3 }),
    ]);
    expect(text).toBe('Folio:\t32127329\nValido hasta\t18/02/2027');
  });
});
