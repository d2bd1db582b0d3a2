import { questionnaireStep } from '@liqui/domain';
import { describe, expect, it } from 'vitest';
import {
  cameFromPayment,
  questionnairePaths,
  scaleOf,
  shownEstimate,
  stepValuesOf,
} from './questionnaire-form';

const stepOf = (number: number) => {
  const result = questionnaireStep(number);
  if (!result.ok) throw new Error('impossible step');
  return result.value;
};

/** Category A of the ARCA scale from 2026-08-01 (obra social = aporte_OS: 100 %). */
const tables = {
  monotributos: [
    {
      categoria: 'A',
      monto_facturacion_maximo: 12009410.45,
      impuesto_servicios: 5585.77,
      impuesto_bienes: 5585.77,
      aportes_sipa: 18246.86,
      porcentaje_os: 100,
    },
  ],
  vencimientos: [],
  otros: [{ nombre: 'aporte_OS', valor: 25694.55 }],
};

describe('questionnaire screen helpers', () => {
  it('knows the user came from payment by ?desde=pago and keeps it from step to step', () => {
    expect(cameFromPayment('desde=pago')).toBe(true);
    expect(cameFromPayment('')).toBe(false);
    expect(questionnairePaths('default', true)).toEqual({
      step: expect.any(Function),
      home: '/',
      back: '/initial-plan/2',
    });
    expect(questionnairePaths('default', true).step(6)).toBe('/steps-user/6?desde=pago');
    expect(questionnairePaths('mp', false).step(6)).toBe('/steps-user-mp/6');
    expect(questionnairePaths('mp', false).back).toBe('/initial-plan-mp/2');
  });

  it('fills a step from the saved answers', () => {
    expect(stepValuesOf(stepOf(16), { local_comercial: true, costo_alquiler: 1234.5 })).toEqual({
      local_comercial: 'true',
      costo_alquiler: '1234,50',
    });
    expect(
      stepValuesOf(stepOf(17), {
        direccion: 'Av. Colón 1234',
        provincia: 'CORDOBA',
        cp: 'X5000ABC',
      }),
    ).toEqual({ direccion: 'Av. Colón 1234', ciudad: '', provincia: 'CORDOBA', cp: 'X5000ABC' });
    expect(stepValuesOf(stepOf(8), { tipo_actividad: 'alquileres', cat_estimada: 'A' })).toEqual({
      tipo_actividad: 'alquileres',
      actividad_preliminar: '',
      facturacion_estimada: '',
    });
  });

  it('shows the estimate from what is typed at step 8 and from the saved answers at 21', () => {
    const scale = scaleOf(tables);
    expect(shownEstimate({}, { tipo_actividad: 'presta_servicios' }, scale)).toBeNull();
    expect(
      shownEstimate(
        {},
        { tipo_actividad: 'presta_servicios', facturacion_estimada: '500.000' },
        scale,
      )?.quota?.total,
    ).toBe(4_952_718);
    expect(
      shownEstimate(
        { tipo_actividad: 'presta_servicios', cat_estimada: 'A', cantidad_familiares: 1 },
        {},
        scale,
      )?.quota?.total,
    ).toBe(4_952_718 + 2_569_455);
    expect(
      shownEstimate(
        {},
        { tipo_actividad: 'presta_servicios', facturacion_estimada: '2.000.000' },
        scale,
      ),
    ).toEqual({ categoria: 'RI', quota: null });
    expect(scaleOf(undefined)).toBeNull();
  });
});
