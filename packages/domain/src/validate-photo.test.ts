import { describe, expect, it } from 'vitest';
import { photoMaxBytes, validatePhoto } from './validate-photo';

describe('validatePhoto', () => {
  it('accepts JPG and PNG under 5 MB', () => {
    expect(validatePhoto({ byteLength: 1000, mediaType: 'image/png' })).toEqual({
      ok: true,
      value: 'image/png',
    });
    expect(validatePhoto({ byteLength: photoMaxBytes - 1, mediaType: 'image/jpeg' }).ok).toBe(true);
  });

  it('refuses 5 MB or more with the spec’s message', () => {
    expect(validatePhoto({ byteLength: photoMaxBytes, mediaType: 'image/jpeg' })).toMatchObject({
      ok: false,
      errors: [{ path: 'file', code: 'photo.size', message: 'La imagen debe ser menor de 5MB!' }],
    });
  });

  it('refuses other types (or an unknown one) with the spec’s message', () => {
    for (const mediaType of ['image/gif', 'text/plain', undefined]) {
      expect(validatePhoto({ byteLength: 10, mediaType })).toMatchObject({
        ok: false,
        errors: [
          { code: 'photo.format', message: 'Solo puedes subir imágenes en formato JPG/PNG!' },
        ],
      });
    }
  });
});
