import { describe, expect, it } from 'vitest';
import {
  describeDocumentEvent,
  describePagePreprocessing,
  describePreprocessing,
} from './document-history';
import type { DocumentEvent } from './entities/document-control';

const base: DocumentEvent = {
  id: 1,
  at: '2026-11-29T13:05:00Z',
  event: 'uploaded',
  stateDocument: 'RECEIVED',
  actor: 'dc@liqui.test',
  typeDocumentName: null,
  preprocessing: [],
  pending: [],
};

describe('document history in Spanish (issue 27 item 3)', () => {
  it('says which preprocessing ran on a page: turn, enlargement, speck removal', () => {
    expect(describePagePreprocessing({ page: 1, rotation: 90, upscale: 2.06, denoise: true })).toBe(
      'girada 90°, ampliada ×2,1, sin motas',
    );
    expect(describePagePreprocessing({ page: 1, rotation: 0, upscale: 1, denoise: false })).toBe(
      null,
    );
    expect(describePagePreprocessing({ page: 1, rotation: 0, upscale: 0.8, denoise: false })).toBe(
      'reducida ×0,8',
    );
  });

  it('names the image for one page and each page for several; nothing when nothing ran', () => {
    expect(describePreprocessing([{ page: 1, rotation: 270, upscale: 3, denoise: false }])).toBe(
      'Imagen girada 270°, ampliada ×3',
    );
    expect(
      describePreprocessing([
        { page: 1, rotation: 180, upscale: 1, denoise: false },
        { page: 2, rotation: 0, upscale: 1, denoise: false },
        { page: 3, rotation: 0, upscale: 1.5, denoise: true },
      ]),
    ).toBe('Página 1: girada 180°; página 3: ampliada ×1,5, sin motas');
    expect(describePreprocessing([])).toBeNull();
  });

  it('tells who did what and the state left, for the upload, the bot and the desk', () => {
    expect(describeDocumentEvent(base)).toEqual({
      title: 'Subido por dc@liqui.test',
      state: 'Recibido',
      details: [],
    });
    expect(
      describeDocumentEvent({
        ...base,
        event: 'classified',
        stateDocument: 'CLASSIFIED',
        actor: null,
        typeDocumentName: 'Licencia de conducir',
        preprocessing: [{ page: 1, rotation: 90, upscale: 1.4, denoise: false }],
      }),
    ).toEqual({
      title: 'El bot lo clasificó como «Licencia de conducir»',
      state: 'Clasificado',
      details: ['Imagen girada 90°, ampliada ×1,4'],
    });
    expect(
      describeDocumentEvent({
        ...base,
        event: 'extractionDoubtful',
        stateDocument: 'MANUAL_REVIEW',
        actor: null,
        pending: [
          { field: 'apellido', reason: 'implausible' },
          { field: 'expirationDate', reason: 'missing' },
        ],
      }),
    ).toEqual({
      title: 'El bot pidió revisión',
      state: 'Revisión Manual',
      details: ['A revisar: Apellido (valor improbable), Fecha de vencimiento (no encontrado)'],
    });
    expect(
      describeDocumentEvent({ ...base, event: 'backOffice:APPROVED', stateDocument: 'APPROVED' }),
    ).toMatchObject({ title: 'Estado cambiado por dc@liqui.test', state: 'Aprobado' });
  });
});
