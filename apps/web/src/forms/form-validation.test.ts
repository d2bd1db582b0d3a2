import { endpoints } from '@liqui/api-client';
import {
  messages,
  SignUpData,
  validateCompanyPasswordChange,
  validateInvoiceItems,
} from '@liqui/domain';
import { FORM_ERROR, getIn } from 'final-form';
import { pick } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  createValidate,
  describeStructFailure,
  rulesCheck,
  structCheck,
  structIssues,
  validateWithRules,
  validateWithStruct,
} from './form-validation';

/** Every text of @liqui/domain's catalogue: the only words a form may show. */
const catalogue = new Set<string>(Object.values(messages));

/** A body of `POST /root/invoices` that passes the contract. */
const validBody = {
  tipoDeComprobante: 11,
  tipoResponsable: 'iva-responsable-inscripto',
  fecha: '2026-11-20',
  tipoDocumento: 80,
  nroDocumento: '30712345671',
  formaDePago: 'cuenta-corriente',
  moneda: 'PES',
  concepto: 2,
  desde: '2026-11-20',
  hasta: '2026-11-20',
  vencimientoPago: '2026-11-20',
  items: [{ codigo: '1', concepto: 'Diseño web', unidad: 7, cantidad: 2, precio: 1500.5 }],
  importeTotal: 3001,
};

/** The same body with a missing date, a bad period start and two bad item amounts. */
const brokenBody = {
  ...validBody,
  fecha: undefined,
  desde: '2026-13-45',
  items: [
    { codigo: '1', concepto: 'Diseño web', unidad: 7, cantidad: 0, precio: 1500.5 },
    { codigo: ' ', concepto: 'Hosting', unidad: 7, cantidad: 1, precio: -1 },
  ],
};

describe('structIssues (the contract struct, in Spanish)', () => {
  it('accepts a body that fits the contract', () => {
    expect(structIssues(endpoints.createInvoice.body, validBody)).toEqual([]);
  });

  it('gives one error per failure, dotted paths, messages from the domain catalogue', () => {
    const issues = structIssues(endpoints.createInvoice.body, brokenBody);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'fecha', message: 'Dato requerido' },
        { path: 'desde', message: 'Fecha inválida' },
        { path: 'items.0.cantidad', message: 'Numero positivo necesario' },
        { path: 'items.1.codigo', message: 'Dato requerido' },
        { path: 'items.1.precio', message: 'Monto inválido' },
      ]),
    );
    for (const issue of issues) {
      expect(catalogue.has(issue.message), issue.message).toBe(true);
      expect(issue.message).not.toMatch(/Expected|received/);
    }
  });

  it("never shows superstruct's English: an unknown key or an odd value gets the catalogue's text", () => {
    const issues = structIssues(endpoints.createInvoice.body, {
      ...validBody,
      extra: 1,
      moneda: 7,
    });
    expect(issues).toEqual([
      { path: 'moneda', message: messages['cardToken.other'] },
      { path: 'extra', message: messages['cardToken.other'] },
    ]);
  });

  it('lets a form say a failure better with messageFor', () => {
    expect(
      structIssues(
        endpoints.createInvoice.body,
        { ...validBody, nroDocumento: '30-7' },
        (failure) => (failure.path === 'nroDocumento' ? messages['cuit.length'] : undefined),
      ),
    ).toEqual([{ path: 'nroDocumento', message: 'El cuit debe tener 11 numeros' }]);
  });
});

describe('describeStructFailure', () => {
  it("says 'Dato requerido' for a value not given: missing, null or blank", () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(
        describeStructFailure({ path: 'x', value, type: 'string', refinement: undefined }),
      ).toBe('Dato requerido');
    }
  });
});

describe('validateWithStruct (a contract struct as final-form validate)', () => {
  const validate = validateWithStruct(endpoints.createInvoice.body);

  it('gives {} for valid values', () => {
    expect(validate(validBody)).toEqual({});
  });

  it('nests the errors under final-form field names (items.0.cantidad → items[0].cantidad)', () => {
    const errors = validate(brokenBody);
    expect(errors.fecha).toBe('Dato requerido');
    expect(getIn(errors, 'items[0].cantidad')).toBe('Numero positivo necesario');
    expect(getIn(errors, 'items[1].codigo')).toBe('Dato requerido');
    // The first failure of a field wins: -1 is first not an amount, then not positive.
    expect(getIn(errors, 'items[1].precio')).toBe('Monto inválido');
    expect(errors[FORM_ERROR]).toBeUndefined();
  });

  it('puts a failure about a list (no items) or an unknown key on the form', () => {
    expect(validate({ ...validBody, items: [], extra: true })).toEqual({
      [FORM_ERROR]: messages['cardToken.other'],
    });
  });

  it('reads the values through toWire and names wire paths with fieldOf', () => {
    type Values = { email: string; givenName: string; password: string };
    const validateSignUp = validateWithStruct<Values>(SignUpData, {
      toWire: (values) => ({
        username: values.email,
        password: values.password,
        phone_number: '+541155551234',
        given_name: values.givenName,
        family_name: 'Pérez',
      }),
      fieldOf: (path) =>
        ({ username: 'email', given_name: 'givenName', password: 'password' })[path],
      messageFor: (failure) =>
        failure.path === 'username' && failure.value !== '' ? messages['email.invalid'] : undefined,
    });
    expect(validateSignUp({ email: 'ana@', givenName: ' ', password: 'secreto123' })).toEqual({
      email: 'Email válido requerido',
      givenName: 'Dato requerido',
    });
    expect(
      validateSignUp({ email: 'ana@liqui.test', givenName: 'Ana', password: 'secreto123' }),
    ).toEqual({});
  });
});

describe('validateWithRules (a domain validator as final-form validate)', () => {
  it("takes a Result's errors as they are: the spec's Spanish texts on their fields", () => {
    const validate = validateWithRules(
      (values: { currentPassword: string; newPassword: string; confirmation: string }) =>
        validateCompanyPasswordChange(values),
    );
    expect(validate({ currentPassword: '', newPassword: 'Ab1', confirmation: 'Ab2' })).toEqual({
      currentPassword: 'requerido',
      newPassword: 'Las contraseña debe ser de al menos 8 caracteres',
      confirmation: 'Las contraseñas no coinciden',
    });
  });

  it('takes a list of item errors and nests them under the rows', () => {
    type Values = {
      items: {
        codigo: string;
        concepto: string;
        unidad: number;
        cantidad: number;
        precio: number;
      }[];
    };
    const validate = validateWithRules((values: Values) => validateInvoiceItems(values.items));
    const errors = validate({
      items: [
        { codigo: '1', concepto: 'Diseño', unidad: 7, cantidad: 1, precio: 10 },
        { codigo: '1', concepto: '', unidad: 7, cantidad: -1, precio: 10 },
      ],
    });
    expect(getIn(errors, 'items[1].concepto')).toBe('Concepto requerido');
    expect(getIn(errors, 'items[1].cantidad')).toBe('Numero positivo necesario');
    expect(getIn(errors, 'items[0]')).toBeUndefined();
  });

  it('takes messages by field name, the access forms’ validators', () => {
    const validate = validateWithRules((values: { email: string }) => ({
      email: values.email === '' ? 'Email válido requerido' : undefined,
    }));
    expect(validate({ email: '' })).toEqual({ email: 'Email válido requerido' });
    expect(validate({ email: 'a@b.co' })).toEqual({});
  });
});

describe('createValidate (rules and a struct together)', () => {
  type Values = { items: { concepto: string; cantidad: number | null; precio: number | null }[] };
  const validate = createValidate<Values>(
    rulesCheck((values) =>
      validateInvoiceItems(
        values.items.map((item) => ({
          ...item,
          codigo: '1',
          unidad: 7,
          cantidad: item.cantidad ?? undefined,
          precio: item.precio ?? undefined,
        })),
      ),
    ),
    structCheck(pick(endpoints.createInvoice.body, ['items']), {
      toWire: (values) => ({
        items: values.items.map((item) => ({ ...item, codigo: '1', unidad: 7 })),
      }),
    }),
  );

  it("shows the rule's message where both find an error (rules first)", () => {
    const errors = validate({ items: [{ concepto: 'Diseño', cantidad: null, precio: 10 }] });
    // The struct says 'Dato requerido' for the missing quantity; the spec's rule wins.
    expect(getIn(errors, 'items[0].cantidad')).toBe('Numero positivo necesario');
  });

  it("adds the struct's errors the rules do not catch", () => {
    const errors = validate({
      items: [{ concepto: 'Diseño', cantidad: 1, precio: 2_000_000_000_000 }],
    });
    expect(getIn(errors, 'items[0].precio')).toBe('Monto inválido');
  });

  it('gives {} when both pass', () => {
    expect(validate({ items: [{ concepto: 'Diseño', cantidad: 1, precio: 10 }] })).toEqual({});
  });
});
