import { fail, type Result, succeed } from './result';

/**
 * The largest photo accepted, in bytes: a photo must be under 5 MB ('La imagen debe ser menor de
 * 5MB!'), read as 5 MiB (5 × 1024 × 1024), the size check of the original screen
 * (`size / 1024 / 1024 < 5`). Source: Spec 02 §5 ("Photo upload"), §9; Spec 03 §5.
 */
export const photoMaxBytes = 5 * 1024 * 1024;

/** The image types a photo may be (JPG or PNG), as MIME types. Source: Spec 02 §5, §9. */
export const photoMediaTypes = ['image/jpeg', 'image/png'] as const;
/** A {@link photoMediaTypes} value. */
export type PhotoMediaType = (typeof photoMediaTypes)[number];

/**
 * Checks a photo before it is stored (Spec 02 §5 "Photo upload", 03 §5).
 *
 * @param input.byteLength - the file's size in bytes.
 * @param input.mediaType - the type of the file: on the server, the type detected from the
 *   content (magic bytes), never the name or the declared type; in the browser, the file's
 *   declared type (a first check only; the server decides).
 * @returns the media type, or one error at path `file`: `photo.format` ('Solo puedes subir
 *   imágenes en formato JPG/PNG!') when it is not JPG or PNG (checked first, as the original
 *   screen did), `photo.size` ('La imagen debe ser menor de 5MB!') when it is
 *   {@link photoMaxBytes} or more.
 */
export function validatePhoto(input: {
  readonly byteLength: number;
  readonly mediaType: string | undefined;
}): Result<PhotoMediaType> {
  const mediaType = photoMediaTypes.find((type) => type === input.mediaType);
  if (mediaType === undefined) return fail('file', 'photo.format');
  if (input.byteLength >= photoMaxBytes) return fail('file', 'photo.size');
  return succeed(mediaType);
}
