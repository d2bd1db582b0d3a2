import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './csv-encoding';
import { hasForbiddenCharacters } from './text-characters';

/** `text` as Windows-1252 bytes (every character here is in the code page). */
function windows1252(text: string): Uint8Array {
  const table: Record<string, number> = { '€': 0x80, '“': 0x93, '”': 0x94 };
  return Uint8Array.from([...text].map((char) => table[char] ?? char.charCodeAt(0)));
}

describe('decodeCsvBytes', () => {
  it('reads a Windows-1252 file from a Spanish Excel without a replacement character', () => {
    const bytes = windows1252('concepto1;monto1\r\nDiseño gráfico;15.000\r\n“Señal” €\r\n');
    const decoded = decodeCsvBytes(bytes);
    expect(decoded.encoding).toBe('Windows-1252');
    expect(decoded.text).toBe('concepto1;monto1\r\nDiseño gráfico;15.000\r\n“Señal” €\r\n');
    expect(hasForbiddenCharacters(decoded.text)).toBe(false);
  });

  it('reads UTF-8 with a byte-order mark and drops the mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Código;Año\n')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Código;Año\n', encoding: 'UTF-8 con BOM' });
  });

  it('reads UTF-8 without a mark', () => {
    const bytes = new TextEncoder().encode('Teléfono;E-mail\n');
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Teléfono;E-mail\n', encoding: 'UTF-8' });
  });

  it('reads UTF-16 little endian with its mark (Excel "Texto Unicode")', () => {
    const text = 'nombre\tapellido\nMaría\tNúñez\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    [...text].forEach((char, index) => {
      bytes[2 + index * 2] = char.charCodeAt(0) & 0xff;
      bytes[3 + index * 2] = char.charCodeAt(0) >> 8;
    });
    expect(decodeCsvBytes(bytes)).toEqual({ text, encoding: 'UTF-16' });
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('a;b\n1;2\n')).encoding).toBe('UTF-8');
  });
});
