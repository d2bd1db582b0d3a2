import { describe, expect, it } from 'vitest';
import {
  canDeleteInvoice,
  candidateStateLabels,
  candidateStates,
  canProcessInvoice,
  defaultCandidateState,
  defaultVehicleType,
  documentStateLabels,
  documentStates,
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  invoiceStatuses,
  invoiceStatusLabels,
  vehicleTypeLabels,
  vehicleTypes,
} from './statuses';

describe('status unions (02 §4, 03 §4)', () => {
  it('list every user, tax, fiscal-key, payment and CBU status of the spec', () => {
    expect(estadosUsuario).toEqual([
      'ACTIVO',
      'INCOMPLETO',
      'BAJA',
      'INACTIVO',
      'BLOQUEADO',
      'PENDIENTE_REVISION',
      'BAJA_PROGRAMADA',
    ]);
    expect(estadosMonotributo).toHaveLength(16);
    expect(estadosMonotributo).toContain('ERROR_CLAVE_FISCAL_NIVEL_1');
    expect(estadosMonotributo).toContain('HACER_ALTA');
    expect(estadosClaveFiscal).toEqual([
      'ACTIVO',
      'ERROR_CLAVE_INVALIDA',
      'CREANDO',
      'INACTIVO',
      'PENDIENTE_REVISION',
    ]);
    expect(estadosPago).toEqual([
      'ACTIVO',
      'ACTIVO_PRUEBA',
      'INACTIVO',
      'PAGO_EN_PROCESO',
      'POR_VENCER',
      'VENCIDO',
    ]);
    expect(estadosCbu).toEqual(['POR_ADHERIR', 'ADHERIDO']);
  });

  it('have no duplicates', () => {
    for (const list of [
      estadosUsuario,
      estadosMonotributo,
      estadosClaveFiscal,
      estadosPago,
      estadosCbu,
      invoiceStatuses,
      candidateStates,
      documentStates,
      vehicleTypes,
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });
});

describe('invoice statuses (02 §4, 03 §3)', () => {
  it('list the seven statuses and label DRAFT Borrador', () => {
    expect(invoiceStatuses).toEqual([
      'DRAFT',
      'PENDING_AFIP',
      'EMITTED',
      'CANCELED',
      'REJECTED',
      'QUEUED',
      'PRESENTED',
    ]);
    expect(invoiceStatusLabels.DRAFT).toBe('Borrador');
    expect(Object.keys(invoiceStatusLabels)).toEqual([...invoiceStatuses]);
  });
});

describe('document control (03 §4)', () => {
  it('labels the eight candidate states as the spec does, default CREATED', () => {
    expect(candidateStateLabels).toEqual({
      COMPLETED: 'Completo',
      REJECTED: 'Rechazado',
      PENDING: 'Pendiente',
      APPROVED: 'Aprobado',
      PROCESSING: 'Procesando',
      CREATED: 'Creado',
      VALIDATED: 'Validado',
      NOT_VALIDATED: 'No Validado',
    });
    expect(Object.keys(candidateStateLabels)).toEqual([...candidateStates]);
    expect(defaultCandidateState).toBe('CREATED');
  });

  it('labels the nine document states as the spec does', () => {
    expect(Object.keys(documentStateLabels)).toEqual([...documentStates]);
    expect(documentStateLabels.CLASSIFICATION_ERROR).toBe('Sin Clasificar');
    expect(documentStateLabels.EXTRACTED).toBe('Extraído');
    expect(documentStateLabels.MANUAL_REVIEW).toBe('Revisión Manual');
    expect(documentStateLabels.NOT_APPROVED).toBe('Desaprobado');
  });

  it('labels vehicle types in Spanish and defaults to MOTORCYCLE (MOTOCICLETA)', () => {
    expect(vehicleTypes).toEqual(['MOTORCYCLE', 'BIKE', 'WALK', 'CAR', 'OTHER']);
    expect(vehicleTypeLabels).toEqual({
      MOTORCYCLE: 'MOTOCICLETA',
      BIKE: 'BICICLETA',
      WALK: 'CAMINA',
      CAR: 'AUTOMOVIL',
      OTHER: 'OTRO',
    });
    expect(vehicleTypeLabels[defaultVehicleType]).toBe('MOTOCICLETA');
  });
});

describe('invoice status rules (Spec 02 §4)', () => {
  it('lets only a DRAFT or PRESENTED invoice be edited and sent to ARCA', () => {
    const processable = invoiceStatuses.filter((estado) => canProcessInvoice(estado));
    expect(processable).toEqual(['DRAFT', 'PRESENTED']);
  });

  it('lets only a DRAFT be deleted', () => {
    expect(invoiceStatuses.filter((estado) => canDeleteInvoice(estado))).toEqual(['DRAFT']);
  });
});
