import { describe, expect, it } from 'vitest';
import { cuitToLookUp, decideLookupOutcome } from './contribuyente-lookup';

const registered = {
  razonSocial: 'CLIENTE SA',
  Direccion: 'AV CORRIENTES 1234',
  Localidad: 'CAPITAL FEDERAL',
  Provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
  'Codigo Postal': '1043',
  IVA: 'S' as const,
};

describe('when the wizard looks a CUIT up', () => {
  it('looks up a valid CUIT of document type 80, as digits', () => {
    expect(cuitToLookUp({ tipoDocumento: '80', nroDocumento: '30-71234567-1' })).toBe(
      '30712345671',
    );
  });

  it('does not look up an invalid CUIT or another document type', () => {
    expect(cuitToLookUp({ tipoDocumento: '80', nroDocumento: '30712345670' })).toBeNull();
    expect(cuitToLookUp({ tipoDocumento: '80', nroDocumento: '3071' })).toBeNull();
    expect(cuitToLookUp({ tipoDocumento: '96', nroDocumento: '30712345671' })).toBeNull();
  });
});

describe('what a lookup answer does', () => {
  it('fills the receiver and says one thing, with the field: the CUIT is verified', () => {
    expect(
      decideLookupOutcome({ ok: true, contribuyente: registered }, 'iva-responsable-inscripto'),
    ).toEqual({
      kind: 'fill',
      fields: {
        razonSocialCliente: 'CLIENTE SA',
        domicilioComercialCliente: 'AV CORRIENTES 1234',
        localidadCliente: 'CAPITAL FEDERAL',
        provinciaCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
      },
      tone: 'positive',
      message: 'Cuit verificado!',
    });
  });

  it('fills empty texts for what the registry does not have', () => {
    const outcome = decideLookupOutcome(
      { ok: true, contribuyente: { razonSocial: 'JUAN PEREZ', IVA: 'N' } },
      'responsable-monotributo',
    );
    expect(outcome).toMatchObject({
      kind: 'fill',
      fields: { razonSocialCliente: 'JUAN PEREZ', domicilioComercialCliente: '' },
    });
  });

  it('warns and clears when a Responsable Inscripto receiver is not registered for IVA', () => {
    expect(
      decideLookupOutcome(
        { ok: true, contribuyente: { ...registered, IVA: 'N' } },
        'iva-responsable-inscripto',
      ),
    ).toEqual({
      kind: 'clear',
      tone: 'caution',
      message: 'El CUIT no corresponde a un Responsable Inscripto',
    });
  });

  it('clears the receiver when the CUIT does not exist', () => {
    expect(
      decideLookupOutcome({ ok: false, code: 'not_found' }, 'iva-responsable-inscripto'),
    ).toEqual({
      kind: 'clear',
      tone: 'critical',
      message: 'Cuit inexistente',
    });
  });

  it('keeps what the user typed when ARCA cannot be reached', () => {
    for (const code of ['upstream_unavailable', 'internal', 'network.failed'] as const) {
      expect(decideLookupOutcome({ ok: false, code }, 'consumidor-final')).toEqual({
        kind: 'keep',
        tone: 'critical',
        message: 'Error de comunicacion con AFIP',
      });
    }
  });
});
