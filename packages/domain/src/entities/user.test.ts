import { is, mask, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { sampleUser } from './test-samples';
import { AdminUserUpdate, MeUpdate, meWritableUserFields, User, VepQuery } from './user';

describe('User', () => {
  it('accepts a fully loaded taxpayer record', () => {
    expect(is(sampleUser, User)).toBe(true);
  });

  it('accepts a user who just signed up (only user_id and email)', () => {
    expect(is({ user_id: 'u-2', email: 'nuevo@example.com' }, User)).toBe(true);
  });

  it('refuses an unknown platform status, naming estado_usuario', () => {
    const [error] = validate({ ...sampleUser, estado_usuario: 'SUSPENDIDO' }, User);
    expect(error?.path).toEqual(['estado_usuario']);
  });

  it('points into a bad company relationship', () => {
    const [error] = validate(
      {
        ...sampleUser,
        employment_relationship: [
          { ...sampleUser.employment_relationship?.[0], fecha_desde: '01/08/2026' },
        ],
      },
      User,
    );
    expect(error?.path).toEqual(['employment_relationship', 0, 'fecha_desde']);
  });

  it('refuses a CUIT with dashes', () => {
    expect(validate({ ...sampleUser, cuit: '27-12345678-0' }, User)[0]?.path).toEqual(['cuit']);
  });
});

describe('MeUpdate', () => {
  it('accepts a cancellation request and questionnaire answers', () => {
    expect(is({ baja: true }, MeUpdate)).toBe(true);
    expect(is({ es_monotributista: false, tiene_dni: true, cat_estimada: 'RI' }, MeUpdate)).toBe(
      true,
    );
  });

  it('refuses server-owned fields, and mask drops them', () => {
    expect(
      validate({ telefono: '+5491100000000', estado_pago: 'ACTIVO' }, MeUpdate)[0]?.path,
    ).toEqual(['estado_pago']);
    expect(mask({ telefono: '+5491100000000', estado_pago: 'ACTIVO' }, MeUpdate)).toEqual({
      telefono: '+5491100000000',
    });
  });

  it('refuses the photo flags, the plan, the debt and the names, and baja false', () => {
    for (const body of [
      { foto_rostro: true },
      { plan: 'Premium' },
      { deuda_afip: 0 },
      { nombre: 'Otro' },
      { tipo_usuario: 'normal' },
      { baja: false },
    ]) {
      expect(is(body, MeUpdate), JSON.stringify(body)).toBe(false);
    }
  });

  it('accepts every field of the allow list (the questionnaire’s answers among them)', () => {
    expect(Object.keys(MeUpdate.schema as object).sort()).toEqual(
      [...meWritableUserFields, 'baja'].sort(),
    );
    expect(
      is(
        {
          cuit_empleador: '20111111112',
          local_comercial: true,
          costo_alquiler: 150000.5,
          empleados: false,
          cantidad_familiares: 2,
        },
        MeUpdate,
      ),
    ).toBe(true);
  });
});

describe('MeUpdate: enviar_factura_cliente', () => {
  it('is true or false, never null (issue 26 item 3: null reached the NOT NULL column as a 500)', () => {
    expect(is({ enviar_factura_cliente: false }, MeUpdate)).toBe(true);
    expect(validate({ enviar_factura_cliente: null }, MeUpdate)[0]?.path).toEqual([
      'enviar_factura_cliente',
    ]);
  });
});

describe('AdminUserUpdate', () => {
  it('lets staff set statuses and the baja flag', () => {
    expect(
      is({ estado_usuario: 'BAJA', estado_monotributo: 'HACER_BAJA', baja: true }, AdminUserUpdate),
    ).toBe(true);
  });

  it('takes the read-only fields (checked unchanged by validateAdminUserUpdate) and loose CUIT text', () => {
    expect(
      is({ email: 'otro@example.com', cuit: '20-1111.1111-2', cp: 5000 }, AdminUserUpdate),
    ).toBe(true);
  });

  it('refuses a key that is not a user field', () => {
    expect(validate({ nada: 1 }, AdminUserUpdate)[0]?.path).toEqual(['nada']);
  });

  it('refuses more than 99 family members (issue 26 item 3: 2^31 overflowed the integer column)', () => {
    expect(is({ cantidad_familiares: 99, familiares_os: 0 }, AdminUserUpdate)).toBe(true);
    for (const field of ['cantidad_familiares', 'familiares_os']) {
      expect(validate({ [field]: 2 ** 31 }, AdminUserUpdate)[0], field).toMatchObject({
        path: [field],
        refinement: 'max',
      });
    }
  });

  it('refuses null for a field every record has (issue 26 item 3: foto_rostro: null was a 500)', () => {
    for (const field of ['foto_rostro', 'foto_dni_fr', 'estado_usuario', 'baja', 'tipo_usuario']) {
      expect(validate({ [field]: null }, AdminUserUpdate)[0]?.path, field).toEqual([field]);
    }
    expect(is({ foto_rostro: false, telefono: null, cuit_empleador: null }, AdminUserUpdate)).toBe(
      true,
    );
  });
});

describe('VepQuery', () => {
  it('takes exactly one of vep or cbu', () => {
    expect(is({ vep: 'pagoMisCuentas' }, VepQuery)).toBe(true);
    expect(is({ cbu: '0'.repeat(22) }, VepQuery)).toBe(true);
    expect(is({}, VepQuery)).toBe(false);
    expect(is({ vep: 'pagar', cbu: '0'.repeat(22) }, VepQuery)).toBe(false);
  });

  it('names the field of a short CBU', () => {
    expect(validate({ cbu: '123' }, VepQuery)[0]?.path).toEqual(['cbu']);
  });
});
