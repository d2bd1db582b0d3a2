import { describe, expect, it } from 'vitest';
import {
  candidateStateLabels,
  candidateStates,
  documentStateLabels,
  documentStates,
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  invoiceStatuses,
  invoiceStatusLabels,
  userStatusLabel,
  userStatusLabels,
  vehicleTypeLabels,
  vehicleTypes,
} from './statuses';

/** Every list of statuses shown to people, with its label map (issue 25 item 11). */
const lists: [string, readonly string[], Readonly<Record<string, string>>][] = [
  ['estado_usuario', estadosUsuario, userStatusLabels.estado_usuario],
  ['estado_monotributo', estadosMonotributo, userStatusLabels.estado_monotributo],
  ['estado_clave_fiscal', estadosClaveFiscal, userStatusLabels.estado_clave_fiscal],
  ['estado_pago', estadosPago, userStatusLabels.estado_pago],
  ['estado_cbu', estadosCbu, userStatusLabels.estado_cbu],
  ['invoice estado', invoiceStatuses, invoiceStatusLabels],
  ['state_candidate', candidateStates, candidateStateLabels],
  ['stateDocument', documentStates, documentStateLabels],
  ['vehicle_type', vehicleTypes, vehicleTypeLabels],
];

describe('status labels', () => {
  it.each(lists)(
    'every %s value has a non-empty label, and no label is left over',
    (_name, values, labels) => {
      for (const value of values) expect(labels[value]?.trim(), value).toBeTruthy();
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
    },
  );

  it('user status labels are words, never the stored code with underscores', () => {
    for (const labels of Object.values(userStatusLabels)) {
      for (const label of Object.values(labels)) expect(label).not.toMatch(/_/);
    }
  });

  it('keeps the spec’s vehicle labels (Spec 03 §4: MOTOCICLETA, BICICLETA, CAMINA, AUTOMOVIL)', () => {
    expect(vehicleTypeLabels).toMatchObject({
      MOTORCYCLE: 'MOTOCICLETA',
      BIKE: 'BICICLETA',
      WALK: 'CAMINA',
      CAR: 'AUTOMOVIL',
    });
  });

  it('userStatusLabel gives the label, an unknown value as stored, and "" for none', () => {
    expect(userStatusLabel('estado_monotributo', 'PENDIENTE_REVISION')).toBe(
      'Pendiente de revisión',
    );
    expect(userStatusLabel('estado_pago', 'ALGO_NUEVO')).toBe('ALGO_NUEVO');
    expect(userStatusLabel('estado_cbu', null)).toBe('');
    expect(userStatusLabel('estado_usuario', 'toString')).toBe('toString');
  });
});
