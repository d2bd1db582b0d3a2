import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  computeCuitCheckDigit,
  formatCuit,
  hasValidCbuCheckDigits,
  normalizeCuit,
  validateCbu,
  validateCuit,
  validateDni,
  validCuitPrefixes,
} from './validate-cuit';

/** Parses RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

type Vector = {
  cuit: string;
  expected: string;
  category: string;
  description: string;
  reason_invalid: string;
  source: string;
};

function readVectors(): Vector[] {
  const text = readFileSync(new URL('./fixtures/cuit-vectors.csv', import.meta.url), 'utf8');
  const [header, ...rows] = parseCsv(text);
  return rows.map((cells) => {
    expect(cells).toHaveLength(header!.length);
    return Object.fromEntries(header!.map((name, index) => [name, cells[index]])) as Vector;
  });
}

const vectors = readVectors();
const byExpectation = (expected: string) =>
  vectors.filter((vector) => vector.expected === expected);

describe('the CUIT vectors fixture', () => {
  it('parses every row into six columns, quoted commas included', () => {
    expect(vectors.length).toBe(50);
    const germany = vectors.find((vector) => vector.cuit === '55-00000438-2');
    expect(germany?.description).toBe('CUIT país: ALEMANIA, REP. FED. - Persona Jurídica');
    expect(germany?.expected).toBe('valid');
  });

  it('holds only the four known expectations', () => {
    const expectations = new Set(vectors.map((vector) => vector.expected));
    expect([...expectations].sort()).toEqual([
      'anomaly_official_but_bad_checksum',
      'invalid',
      'legacy_only',
      'valid',
    ]);
  });
});

describe('validateCuit against the vectors', () => {
  it.each(byExpectation('valid'))('accepts valid $cuit ($category)', ({ cuit }) => {
    expect(validateCuit(cuit)).toEqual({ ok: true, value: cuit.replace(/-/g, '') });
  });

  it.each(byExpectation('invalid'))('rejects invalid $cuit ($reason_invalid)', ({ cuit }) => {
    expect(validateCuit(cuit).ok).toBe(false);
  });

  it.each(byExpectation('legacy_only'))(
    'accepts legacy-only $cuit: the spec rule maps remainder 1 to 9 (SOURCES finding 6)',
    ({ cuit }) => {
      expect(validateCuit(cuit)).toEqual({ ok: true, value: cuit.replace(/-/g, '') });
    },
  );

  it.each(byExpectation('anomaly_official_but_bad_checksum'))(
    "rejects official-but-bad-checksum $cuit with 'CUIT invalido' (SOURCES finding 7)",
    ({ cuit }) => {
      expect(validateCuit(cuit)).toEqual({
        ok: false,
        errors: [{ path: 'cuit', code: 'cuit.checkDigit', message: 'CUIT invalido' }],
      });
    },
  );

  it('rejects the third official anomaly 55-00000288-4 on the check digit too', () => {
    expect(validateCuit('55-00000288-4')).toMatchObject({
      ok: false,
      errors: [{ code: 'cuit.checkDigit' }],
    });
  });

  it('gives the length error for the 10- and 12-digit vectors and the one with a letter', () => {
    for (const cuit of ['202675653933', '3-36934502-9', '2026756A393']) {
      expect(validateCuit(cuit)).toMatchObject({
        ok: false,
        errors: [{ code: 'cuit.length', message: 'El cuit debe tener 11 numeros' }],
      });
    }
  });

  it("gives the prefix error 'CUIT invalido' for prefixes ARCA does not assign, even with a right check digit", () => {
    for (const cuit of ['10-12345678-0', '26-12345678-4', '40-12345678-7', '99-05536168-8']) {
      expect(validateCuit(cuit)).toMatchObject({
        ok: false,
        errors: [{ code: 'cuit.prefix', message: 'CUIT invalido' }],
      });
    }
    // The constructed prefix vectors really do have an arithmetically right check digit.
    expect(computeCuitCheckDigit('1012345678')).toBe(0);
    expect(computeCuitCheckDigit('2612345678')).toBe(4);
    expect(computeCuitCheckDigit('4012345678')).toBe(7);
  });

  it('gives the check-digit error for an altered digit', () => {
    expect(validateCuit('20-11111111-1')).toEqual({
      ok: false,
      errors: [{ path: 'cuit', code: 'cuit.checkDigit', message: 'CUIT invalido' }],
    });
  });
});

describe('validateCuit rules', () => {
  it("answers 'CUIT requerido' for empty, blank, null and separator-only input", () => {
    for (const input of ['', '   ', null, undefined, '--_']) {
      expect(validateCuit(input)).toEqual({
        ok: false,
        errors: [{ path: 'cuit', code: 'cuit.required', message: 'CUIT requerido' }],
      });
    }
  });

  it('strips dashes, underscores and whitespace before checking', () => {
    expect(validateCuit(' 20-11111111-2 ')).toEqual({ ok: true, value: '20111111112' });
    expect(validateCuit('20_11111111_2')).toEqual({ ok: true, value: '20111111112' });
  });

  it('does not strip dots by default, so a dotted CUIT fails the length rule', () => {
    expect(validateCuit('20.11111111.2')).toMatchObject({
      ok: false,
      errors: [{ code: 'cuit.length' }],
    });
  });

  it('strips every non-word character with stripAllNonWord (admin user form, 03 §5)', () => {
    expect(validateCuit('20.11111111/2', { stripAllNonWord: true })).toEqual({
      ok: true,
      value: '20111111112',
    });
  });

  it('reports errors on the given path', () => {
    expect(validateCuit('1', { path: 'cuitUsuario' })).toMatchObject({
      errors: [{ path: 'cuitUsuario', code: 'cuit.length' }],
    });
  });

  it('uses remainder 0 → 0, remainder 1 → 9 and otherwise 11 − remainder', () => {
    expect(computeCuitCheckDigit('2300000000')).toBe(0); // sum 22, remainder 0
    expect(computeCuitCheckDigit('2010000005')).toBe(9); // sum 45, remainder 1
    expect(computeCuitCheckDigit('2011111111')).toBe(2); // remainder 9
    expect(computeCuitCheckDigit('3369345023')).toBe(9); // remainder 2 (ARCA's own CUIT)
  });

  it('computes a check digit only for exactly ten digits', () => {
    expect(computeCuitCheckDigit('123')).toBeNull();
    expect(computeCuitCheckDigit('20111111a1')).toBeNull();
  });

  it('lists the ten prefixes ARCA assigns', () => {
    expect(validCuitPrefixes).toEqual(['20', '23', '24', '27', '30', '33', '34', '50', '51', '55']);
  });
});

describe('normalizeCuit and formatCuit', () => {
  it('normalizes null and undefined to an empty string', () => {
    expect(normalizeCuit(null)).toBe('');
    expect(normalizeCuit(undefined)).toBe('');
  });

  it("formats 11 digits as 'XX-XXXXXXXX-X'", () => {
    expect(formatCuit('33693450239')).toBe('33-69345023-9');
    expect(formatCuit('33-69345023-9')).toBe('33-69345023-9');
  });

  it('returns input that is not 11 digits unchanged', () => {
    expect(formatCuit('123')).toBe('123');
  });
});

describe('validateDni', () => {
  it('accepts 7 to 9 digits and strips dots', () => {
    expect(validateDni('1234567')).toEqual({ ok: true, value: '1234567' });
    expect(validateDni('12.345.678')).toEqual({ ok: true, value: '12345678' });
    expect(validateDni('123456789')).toEqual({ ok: true, value: '123456789' });
  });

  it("answers 'DNI incorrecto' outside 7 to 9 digits or with letters", () => {
    for (const input of ['123456', '1234567890', '12a45678']) {
      expect(validateDni(input)).toEqual({
        ok: false,
        errors: [{ path: 'nroDocumento', code: 'dni.length', message: 'DNI incorrecto' }],
      });
    }
  });

  it("answers 'Dato requerido' when empty", () => {
    expect(validateDni('')).toMatchObject({
      ok: false,
      errors: [{ code: 'dni.required', message: 'Dato requerido' }],
    });
  });
});

describe('validateCbu', () => {
  it('accepts an empty CBU as not given (the field is optional)', () => {
    expect(validateCbu('')).toEqual({ ok: true, value: null });
    expect(validateCbu(null)).toEqual({ ok: true, value: null });
    expect(validateCbu('  ')).toEqual({ ok: true, value: null });
  });

  // Real CBUs published online, from python-stdnum's tests/test_ar_cbu.doctest ("These have been
  // found online and should all be valid numbers"), arthurdejong/python-stdnum, and the "valid"
  // examples of ezu-com-ar/bcra-claves (CbusDePrueba.cs).
  const publishedCbus = [
    '0070999020000065706080',
    '0110433630043313857683',
    '0720146820000001062340',
    '0070034420000002310035',
    '0110097630009704213797',
    '0140313601697100515896',
    '0170074920000030293449',
    '0200306901000040010097',
    '0720000720000001681136',
    '0930301810100000992800',
    '1910104255110401549353',
    '2850590940090418135201',
    '3110003611000000537014',
    '3860002703000000438381',
    '0940099324001313220028',
    '0110012920000091344977',
    '0140019901401901247953',
  ];

  it('accepts real published CBUs (22 digits, both BCRA check digits right)', () => {
    for (const cbu of publishedCbus) {
      expect(validateCbu(cbu), cbu).toEqual({ ok: true, value: cbu });
    }
  });

  it('strips spaces and dashes as people write them (python-stdnum samples)', () => {
    expect(validateCbu('01703342 – 200 000 3036 7766'.replace('–', '-'))).toEqual({
      ok: true,
      value: '0170334220000030367766',
    });
    expect(validateCbu('0168888-1-0000827441015-8')).toEqual({
      ok: true,
      value: '0168888100008274410158',
    });
  });

  it("answers 'El CBU no es válido' when either check digit is wrong", () => {
    // python-stdnum: "error in first part" / "error in second part" of 0940099324001313220028.
    for (const input of ['1940099324001313220028', '0940099324001313220038']) {
      expect(validateCbu(input)).toEqual({
        ok: false,
        errors: [{ path: 'cbu', code: 'cbu.checkDigit', message: 'El CBU no es válido' }],
      });
    }
    expect(hasValidCbuCheckDigits('2810590940090418135201')).toBe(false);
    expect(hasValidCbuCheckDigits('2850590940090418135201')).toBe(true);
  });

  it("answers 'El CBU debe contener 22 numeros' for 21, 23 or non-digit input", () => {
    for (const input of [
      '011059952000000123456',
      '01105995200000012345678',
      '011059952000000123456X',
    ]) {
      expect(validateCbu(input)).toEqual({
        ok: false,
        errors: [{ path: 'cbu', code: 'cbu.length', message: 'El CBU debe contener 22 numeros' }],
      });
    }
  });
});
