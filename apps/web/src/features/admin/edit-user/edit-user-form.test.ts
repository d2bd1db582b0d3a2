import type { User } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import { createEditUserValidate, editUserUpdateOf, editUserValuesOf } from './edit-user-form';

const user: User = {
  user_id: 'u-1',
  email: 'ana@example.com',
  nombre: 'Ana',
  telefono: '+5491155550000',
  cat_monotributo: 'A',
  estado_usuario: 'ACTIVO',
  estado_monotributo: 'ACTIVO',
  punto_venta: 3,
  aportes_sipa: false,
};

describe('editUserUpdateOf', () => {
  it('sends only what changed, numbers as numbers, emptied text as null', () => {
    const initial = editUserValuesOf(user);
    expect(
      editUserUpdateOf(
        {
          ...initial,
          telefono: '+5491166661111',
          punto_venta: '7',
          nombre: '',
          aportes_sipa: true,
        },
        initial,
      ),
    ).toEqual({ telefono: '+5491166661111', punto_venta: 7, nombre: null, aportes_sipa: true });
  });

  it('adds the baja flag when the statuses send it: true only for HACER_BAJA (Spec 03 §4)', () => {
    const initial = editUserValuesOf(user);
    expect(editUserUpdateOf({ ...initial, estado_usuario: 'BAJA' }, initial)).toEqual({
      estado_usuario: 'BAJA',
      baja: false,
    });
    expect(
      editUserUpdateOf({ ...initial, estado_monotributo: 'HACER_BAJA' }, initial),
    ).toMatchObject({ baja: true });
  });
});

describe('the clave fiscal (issue 25 item 9)', () => {
  it('a save that leaves the new clave fiscal empty sends none, so the stored key stays', () => {
    const initial = editUserValuesOf({ ...user, clave_fiscal: null });
    expect(initial.clave_fiscal).toBe('');
    expect(editUserUpdateOf({ ...initial, telefono: '+5491166661111' }, initial)).toEqual({
      telefono: '+5491166661111',
    });
    expect(editUserUpdateOf({ ...initial, clave_fiscal: '' }, initial)).toEqual({});
  });

  it('a typed new clave fiscal is sent as typed', () => {
    const initial = editUserValuesOf({ ...user, clave_fiscal: null });
    expect(editUserUpdateOf({ ...initial, clave_fiscal: 'Nueva2026' }, initial)).toEqual({
      clave_fiscal: 'Nueva2026',
    });
  });
});

describe('createEditUserValidate', () => {
  it('gives the spec messages of the changed fields only', () => {
    const validate = createEditUserValidate(user);
    const initial = editUserValuesOf(user);
    expect(validate(initial)).toEqual({});
    expect(validate({ ...initial, cuit: '20-11111111-3', nombre: ' ', cp: '0' })).toMatchObject({
      cuit: 'CUIT invalido',
      nombre: 'Nombre requerido',
      cp: 'Ingrese un Numero valido',
    });
    expect(validate({ ...initial, punto_venta: 'abc' })).toHaveProperty('punto_venta');
  });
});
