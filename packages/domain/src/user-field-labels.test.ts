import { describe, expect, it } from 'vitest';
import { User } from './entities/user';
import { tipoActividadValues, vepChannelValues } from './entities/user-statuses';
import {
  tipoActividadLabels,
  userFieldLabel,
  userFieldLabels,
  userFieldValueLabel,
  vepChannelLabels,
} from './user-field-labels';

describe('user field labels (issue 25 item 11)', () => {
  it('every field of a user record has a Spanish label, and no label is left over', () => {
    const fields = Object.keys(User.schema).sort();
    for (const field of fields) {
      expect(userFieldLabels[field as keyof User]?.trim(), field).toBeTruthy();
    }
    expect(Object.keys(userFieldLabels).sort()).toEqual(fields);
  });

  it('labels are words, never the wire name with underscores', () => {
    for (const label of Object.values(userFieldLabels)) expect(label).not.toMatch(/_/);
  });

  it('every activity type and VEP channel has a label, and no label is left over', () => {
    expect(Object.keys(tipoActividadLabels).sort()).toEqual([...tipoActividadValues].sort());
    expect(Object.keys(vepChannelLabels).sort()).toEqual([...vepChannelValues].sort());
  });

  it('keeps the spec’s names of the VEP channels (Spec 02 §2: Pagar Link, Pago Mis Cuentas)', () => {
    expect(vepChannelLabels).toEqual({ pagar: 'Pagar Link', pagoMisCuentas: 'Pago Mis Cuentas' });
  });

  it('userFieldLabel reads an unknown field as its name in words', () => {
    expect(userFieldLabel('estado_pago')).toBe('Estado del pago');
    expect(userFieldLabel('nuevo_campo')).toBe('Nuevo campo');
    expect(userFieldLabel('toString')).toBe('ToString');
  });

  it('userFieldValueLabel: none, yes/no, statuses and closed lists by label, the rest as it is', () => {
    expect(userFieldValueLabel('fecha_baja', null)).toBe('—');
    expect(userFieldValueLabel('nombre', '')).toBe('—');
    expect(userFieldValueLabel('iibb', true)).toBe('Sí');
    expect(userFieldValueLabel('iibb', false)).toBe('No');
    expect(userFieldValueLabel('estado_monotributo', 'PENDIENTE_REVISION')).toBe(
      'Pendiente de revisión',
    );
    expect(userFieldValueLabel('estado_pago', 'ALGO_NUEVO')).toBe('ALGO_NUEVO');
    expect(userFieldValueLabel('vep', 'pagoMisCuentas')).toBe('Pago Mis Cuentas');
    expect(userFieldValueLabel('tipo_actividad', 'vende_mercaderia')).toBe('Vende mercadería');
    expect(userFieldValueLabel('tipo_actividad', 'toString')).toBe('toString');
    expect(userFieldValueLabel('punto_venta', 3)).toBe('3');
    expect(userFieldValueLabel('nombre', 'Ana')).toBe('Ana');
  });
});
