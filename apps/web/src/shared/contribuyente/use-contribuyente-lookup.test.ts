import { createForm } from 'final-form';
import { describe, expect, it } from 'vitest';
import {
  changeReceiverFields,
  clearedReceiverFields,
  type ReceiverFields,
  receiverFieldsOf,
} from './use-contribuyente-lookup';

describe('the receiver fields of a CUIT lookup', () => {
  it('fills razón social, domicilio, localidad and provincia from the registry', () => {
    expect(
      receiverFieldsOf({
        razonSocial: 'CLIENTE SA',
        Direccion: 'AV CORRIENTES 1234',
        Localidad: 'CAPITAL FEDERAL',
        Provincia: 'CIUDAD AUTONOMA BUENOS AIRES',
        IVA: 'S',
      }),
    ).toEqual({
      razonSocialCliente: 'CLIENTE SA',
      domicilioComercialCliente: 'AV CORRIENTES 1234',
      localidadCliente: 'CAPITAL FEDERAL',
      provinciaCliente: 'CIUDAD AUTONOMA BUENOS AIRES',
    });
  });

  it('leaves a field the registry does not hold empty', () => {
    expect(receiverFieldsOf({ razonSocial: 'SIN DATOS SRL', IVA: 'N' })).toEqual({
      ...clearedReceiverFields,
      razonSocialCliente: 'SIN DATOS SRL',
    });
  });

  it('writes the fields into a form and leaves its other values alone', () => {
    const form = createForm<ReceiverFields & { nroDocumento: string }>({
      onSubmit: () => undefined,
      initialValues: { ...clearedReceiverFields, nroDocumento: '30712345671' },
    });
    changeReceiverFields(form, { ...clearedReceiverFields, razonSocialCliente: 'CLIENTE SA' });
    expect(form.getState().values).toEqual({
      ...clearedReceiverFields,
      razonSocialCliente: 'CLIENTE SA',
      nroDocumento: '30712345671',
    });
  });
});
