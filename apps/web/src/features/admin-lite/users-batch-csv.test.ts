import { describe, expect, it } from 'vitest';
import {
  type BatchRow,
  checkBatchRow,
  previewOf,
  readUsersBatchCsv,
  withRepeatedEmails,
} from './users-batch-csv';

/** `text` as Windows-1252 bytes, as a Spanish Excel saves "CSV (delimitado por comas)". */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) throw new Error(`not Latin-1: ${text[index]}`);
    bytes[index] = code;
  }
  return bytes;
}

const typedFile = [
  'Nombre;Apellido;Teléfono;E-mail;CUIT;Ciudad;Código',
  'Begoña;Ibáñez;+54 9 351 555-0000;Begona.Ibanez@Colab.test ;27-33333333-9;Córdoba;LIQUI2026',
  'José;Núñez;;jose@colab.test;;Río Cuarto;',
  '',
].join('\r\n');

describe('the bulk-collaborator file as an es-AR office writes it (issue 24 items 2, 3, 5)', () => {
  it('reads a Windows-1252, `;`-separated, CRLF file with typed Spanish headers, naming the encoding', async () => {
    const file = new File([windows1252(typedFile)], 'colaboradores.csv', { type: 'text/csv' });
    const outcome = await readUsersBatchCsv(file);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.encoding).toBe('Windows-1252');
    expect(outcome.rows.map((row) => [row.fila, row.errors, row.row.procesar])).toEqual([
      [1, [], true],
      [2, [], true],
    ]);
    expect(outcome.rows[0]?.row).toMatchObject({
      nombre: 'Begoña',
      apellido: 'Ibáñez',
      ciudad: 'Córdoba',
    });
  });

  it('previews a valid row as it will be created: e-mail in lower case, CUIT formatted', async () => {
    const file = new File([windows1252(typedFile)], 'colaboradores.csv', { type: 'text/csv' });
    const outcome = await readUsersBatchCsv(file);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.rows.map(previewOf)).toEqual([
      {
        nombre: 'Begoña',
        apellido: 'Ibáñez',
        email: 'begona.ibanez@colab.test',
        telefono: '+54 9 351 555-0000',
        cuit: '27-33333333-9',
        ciudad: 'Córdoba',
        codigo: 'LIQUI2026',
      },
      {
        nombre: 'José',
        apellido: 'Núñez',
        email: 'jose@colab.test',
        telefono: '',
        cuit: '',
        ciudad: 'Río Cuarto',
        codigo: '',
      },
    ]);
  });

  it('previews a row with errors as typed', () => {
    const row = checkBatchRow(3, {
      nombre: ' ',
      apellido: 'Paz',
      email: 'X@Y',
      cuit: '123',
      procesar: true,
    });
    expect(previewOf(row)).toMatchObject({ nombre: '', email: 'X@Y', cuit: '123' });
  });
});

describe('withRepeatedEmails (issue 24 item 6)', () => {
  const row = (fila: number, email: string, procesar = true): BatchRow =>
    checkBatchRow(fila, { nombre: 'N', apellido: 'A', email, procesar });

  it('refuses a later row whose e-mail an earlier row to send has, naming both rows', () => {
    const rows = withRepeatedEmails([
      row(1, 'ana@colab.test'),
      row(2, 'beto@colab.test'),
      row(3, ' ANA@colab.test'),
    ]);
    expect(rows.map((checked) => checked.errors)).toEqual([
      [],
      [],
      ['Fila 3: el email ana@colab.test ya está en la fila 1'],
    ]);
  });

  it('does not count an earlier row that will not be sent (unmarked or with errors)', () => {
    const invalid = checkBatchRow(1, {
      apellido: 'Sin nombre',
      email: 'ana@colab.test',
      procesar: true,
    });
    const rows = withRepeatedEmails([
      invalid,
      row(2, 'beto@colab.test', false),
      row(3, 'ana@colab.test'),
      row(4, 'beto@colab.test'),
    ]);
    expect(rows.map((checked) => checked.errors.length)).toEqual([1, 0, 0, 0]);
  });
});
