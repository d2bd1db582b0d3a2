/**
 * The data a visitor gives to sign up. It goes to the identity provider (SignUp), not to the
 * Liqui API. Source: Spec 01 §2.8, §3 ("Sign-up data") and §5 ("Sign-up").
 */
import { type Infer, object, pattern, size, string } from 'superstruct';
import { Email, NonEmptyString } from './scalars';

/**
 * Sign-up data: `username` (the e-mail, lower-cased and without white space), `password` (at
 * least 8 characters; the letters-and-numbers rule is a domain validator), `phone_number` (prefix
 * plus number, E.164: `+54` and 6 to 14 more digits), `given_name`, `family_name`.
 * Source: Spec 01 §3 and §5.
 */
export const SignUpData = object({
  username: Email,
  password: size(string(), 8, 256),
  phone_number: pattern(string(), /^\+\d{7,15}$/),
  given_name: NonEmptyString,
  family_name: NonEmptyString,
});
/** Sign-up data (see the {@link SignUpData} struct). */
export type SignUpData = Infer<typeof SignUpData>;
