/**
 * Identification types of the payment provider's card form (DNI, CI, LC, LE, Otro). They come from
 * the provider's SDK, not from the Liqui API. Source: Spec 02 §3 ("Identification type"),
 * Spec 03 §3 ("Identification types"), reference mercadopago.md §1.4.
 */
import { defaulted, type Infer, integer, min, string, type } from 'superstruct';
import { NonEmptyString } from './scalars';

/** The document length the card form assumes when a type gives none: 7 to 8 digits (DNI). */
export const DEFAULT_IDENTIFICATION_LENGTH = { min: 7, max: 8 } as const;

/**
 * One identification type: `id` (`DNI`…), `name`, `min_length` and `max_length` of the number
 * (default 7 and 8; apply the defaults with `create()`). A `type` struct: the provider's other keys
 * (such as `type: 'number'`) pass. Source: Spec 02 §3 and §5 ("DNI incorrecto").
 */
export const IdentificationType = type({
  id: NonEmptyString,
  name: string(),
  min_length: defaulted(min(integer(), 0), DEFAULT_IDENTIFICATION_LENGTH.min),
  max_length: defaulted(min(integer(), 0), DEFAULT_IDENTIFICATION_LENGTH.max),
});
/** An identification type of the card form (see the {@link IdentificationType} struct). */
export type IdentificationType = Infer<typeof IdentificationType>;
