import { is, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  AdminLiteUserRelation,
  CompanyRelationships,
  CompanyRelationshipsQuery,
  Relationship,
} from './relationship';
import { sampleRelationship } from './test-samples';

describe('Relationship', () => {
  it('accepts an open relationship', () => {
    expect(is(sampleRelationship, Relationship)).toBe(true);
  });

  it('refuses the taxpayer kind written as the admin form shows it', () => {
    const [error] = validate(
      { ...sampleRelationship, tipoResponsable: 'Responsable Inscripto' },
      Relationship,
    );
    expect(error?.path).toEqual(['tipoResponsable']);
  });

  it('refuses a start date with a time', () => {
    const [error] = validate(
      { ...sampleRelationship, fecha_desde: '2026-08-01T00:00:00Z' },
      Relationship,
    );
    expect(error?.path).toEqual(['fecha_desde']);
  });
});

describe('CompanyRelationships', () => {
  const row = {
    cuitUsuario: '27123456780',
    emailUsuario: 'ana@example.com',
    apellidoUsuario: 'García',
    nombreUsuario: 'Ana',
    telefonoUsuario: null,
    estadoUsuario: 'ACTIVO',
    codigo: 'RAPPI2026',
    user_id: 'user-1',
  };

  it('accepts the dashboard rows of a company', () => {
    expect(is(row, AdminLiteUserRelation)).toBe(true);
    expect(is({ relationships: [row], last: null, total: 1 }, CompanyRelationships)).toBe(true);
  });

  it('reads the query’s status filter as a comma-separated list', () => {
    const [error, query] = validate(
      { estado: 'ACTIVO,BAJA', limit: '5' },
      CompanyRelationshipsQuery,
      { coerce: true },
    );
    expect(error).toBeUndefined();
    expect(query).toEqual({ estado: ['ACTIVO', 'BAJA'], limit: 5 });
    expect(is({ estado: ['OK'] }, CompanyRelationshipsQuery)).toBe(false);
  });

  it('points into a row with a bad status', () => {
    const [error] = validate(
      { relationships: [{ ...row, estadoUsuario: 'OK' }], last: null, total: 1 },
      CompanyRelationships,
    );
    expect(error?.path).toEqual(['relationships', 0, 'estadoUsuario']);
  });
});
