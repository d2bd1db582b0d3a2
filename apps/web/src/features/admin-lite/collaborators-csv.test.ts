import {
  type AdminLiteUserRelation,
  bulkUserColumns,
  bulkUserRowOf,
  readCsvText,
  validateBulkUserRow,
} from '@liqui/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { writeCollaboratorsCsv } from './collaborators-csv';
import { readUsersBatchCsv } from './users-batch-csv';

/** Three collaborators as the dashboard lists them: accents, a phone, a formula-like surname. */
const people: AdminLiteUserRelation[] = [
  {
    cuitUsuario: '27333333339',
    emailUsuario: 'begona@colab.test',
    apellidoUsuario: 'Ibáñez',
    nombreUsuario: 'Begoña',
    telefonoUsuario: '+5493515550000',
    estadoUsuario: 'INCOMPLETO',
    codigo: 'LIQUI2026',
    user_id: 'u-1',
  },
  {
    cuitUsuario: null,
    emailUsuario: 'nunez@colab.test',
    apellidoUsuario: '=Núñez',
    nombreUsuario: 'José María',
    telefonoUsuario: null,
    estadoUsuario: 'BAJA_PROGRAMADA',
    codigo: null,
    user_id: 'u-2',
  },
  {
    cuitUsuario: '20111111112',
    emailUsuario: 'ana@colab.test',
    apellidoUsuario: 'García; Pérez',
    nombreUsuario: 'Ana "Anita"',
    telefonoUsuario: '+5491100000001',
    estadoUsuario: null,
    codigo: 'EMPRESA1',
    user_id: 'u-3',
  },
];

describe('usuarios.csv (Spec 03 §2; issue 24 item 8)', () => {
  it('is written for an es-AR Excel: BOM, `;`, CRLF, Spanish headers, CUIT formatted, status labels', () => {
    const text = writeCollaboratorsCsv(people);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('CUIT;Email;Apellido;Nombre;Teléfono;Código;Estado;ID de usuario');
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
      header: true,
      delimiter: ';',
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual([
      {
        CUIT: '27-33333333-9',
        Email: 'begona@colab.test',
        Apellido: 'Ibáñez',
        Nombre: 'Begoña',
        Teléfono: "'+5493515550000",
        Código: 'LIQUI2026',
        Estado: 'Incompleto',
        'ID de usuario': 'u-1',
      },
      {
        CUIT: '',
        Email: 'nunez@colab.test',
        Apellido: "'=Núñez",
        Nombre: 'José María',
        Teléfono: '',
        Código: '',
        Estado: 'Baja programada',
        'ID de usuario': 'u-2',
      },
      {
        CUIT: '20-11111111-2',
        Email: 'ana@colab.test',
        Apellido: 'García; Pérez',
        Nombre: 'Ana "Anita"',
        Teléfono: "'+5491100000001",
        Código: 'EMPRESA1',
        Estado: '',
        'ID de usuario': 'u-3',
      },
    ]);
  });

  it('reads back with the bulk-collaborator importer’s columns as the same people', () => {
    const reading = readCsvText(writeCollaboratorsCsv(people), bulkUserColumns);
    if (!reading.ok) throw new Error(reading.message);
    const read = reading.records.map((record) => {
      expect(record.errors).toEqual([]);
      const checked = validateBulkUserRow(bulkUserRowOf(record.cells), record.fila);
      if (!checked.ok) throw new Error(checked.errors.map(({ message }) => message).join('. '));
      return checked.value;
    });
    expect(read).toEqual(
      people.map((person) => ({
        nombre: person.nombreUsuario,
        apellido: person.apellidoUsuario,
        email: person.emailUsuario,
        telefono: person.telefonoUsuario,
        cuit: person.cuitUsuario,
        ciudad: null,
        codigo: person.codigo,
        empresa: null,
      })),
    );
  });

  it('loads into the upload screen as its file: every row marked, none with errors', async () => {
    const file = new File([writeCollaboratorsCsv(people)], 'usuarios.csv', { type: 'text/csv' });
    const outcome = await readUsersBatchCsv(file);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.encoding).toBe('UTF-8 con BOM');
    expect(outcome.rows.map(({ errors, row }) => [row.email, row.procesar, errors])).toEqual([
      ['begona@colab.test', true, []],
      ['nunez@colab.test', true, []],
      ['ana@colab.test', true, []],
    ]);
  });
});
