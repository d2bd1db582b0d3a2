import {
  defaultPhonePrefix,
  messages,
  normalizeEmail,
  phonePrefixes,
  SignUpData,
  validateEmail,
  validatePasswordConfirmation,
  validateSignUpPassword,
} from '@liqui/domain';
import type { SignUpInput } from 'aws-amplify/auth';
import type { FieldErrors } from '../../forms/form-errors';
import { createValidate, rulesCheck, structCheck } from '../../forms/form-validation';
import { toE164 } from '../../session/identity';

/** The sign-up form's values (spec 01 §2.8, §3 "Sign-up data"). */
export type SignUpValues = {
  readonly givenName: string;
  readonly familyName: string;
  readonly email: string;
  readonly phonePrefix: string;
  readonly phoneNumber: string;
  readonly password: string;
  readonly confirmation: string;
  /** 'Acepto los términos y condiciones': gates the submit button. */
  readonly terms: boolean;
  /** The ALTCHA payload once the human check is verified; null before. */
  readonly altcha: string | null;
};

/** An empty sign-up form, with the default prefix +54 (spec 01 §9). */
export const emptySignUpValues: SignUpValues = {
  givenName: '',
  familyName: '',
  email: '',
  phonePrefix: defaultPhonePrefix,
  phoneNumber: '',
  password: '',
  confirmation: '',
  terms: false,
  altcha: null,
};

/** The prefixes offered (spec 01 §9), labelled with the country: '+54 Argentina'. */
export const phonePrefixOptions = phonePrefixes.map((prefix) => ({
  id: prefix.id,
  label: `${prefix.id} ${prefix.desc}`,
}));

/** The most digits an E.164 number has, country code included. */
const maxE164Digits = 15;
/** The fewest digits we accept after the prefix (an area code and a short local number). */
const minNumberDigits = 6;

/**
 * Validates the sign-up form (spec 01 §5 "Sign-up"), one message per invalid field:
 * given name 'Nombre requerido', family name 'Apellido requerido', e-mail 'Email válido
 * requerido', prefix 'Prefijo requerido' (one of the offered ones), phone 'Teléfono requerido'
 * (and a plausible number once in E.164), password (8+ characters with letters and numbers),
 * confirmation 'Las contraseñas no coinciden', and the human check passed. The terms box is not
 * validated here: it keeps the submit button disabled until ticked.
 */
export function validateSignUpForm(values: Partial<SignUpValues>): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  if ((values.givenName ?? '').trim() === '') errors.givenName = messages['nombre.required'];
  if ((values.familyName ?? '').trim() === '') errors.familyName = messages['apellido.required'];

  const email = validateEmail(values.email);
  if (!email.ok) errors.email = email.errors[0]?.message;

  const prefix = values.phonePrefix ?? '';
  if (!phonePrefixes.some((option) => option.id === prefix)) {
    errors.phonePrefix = messages['phonePrefix.required'];
  }
  const digits = (values.phoneNumber ?? '').replace(/\D/g, '');
  if (digits === '') {
    errors.phoneNumber = messages['phone.required'];
  } else if (digits.length < minNumberDigits || prefix.length - 1 + digits.length > maxE164Digits) {
    errors.phoneNumber = messages['phone.invalid'];
  }

  const password = validateSignUpPassword(values.password);
  if (!password.ok) errors.password = password.errors[0]?.message;
  const confirmation = validatePasswordConfirmation(values.password, values.confirmation);
  if (!confirmation.ok) errors.confirmation = confirmation.errors[0]?.message;

  if (values.altcha === null || values.altcha === undefined || values.altcha === '') {
    errors.altcha = messages['captcha.required'];
  }
  return errors;
}

/**
 * The sign-up data of the form as @liqui/domain's `SignUpData` struct reads it (spec 01 §3
 * "Sign-up data"): the normalized e-mail as `username`, the password, `phone_number` in E.164,
 * the trimmed names.
 */
export function toSignUpData(values: SignUpValues): SignUpData {
  return {
    username: normalizeEmail(values.email),
    password: values.password,
    phone_number: toE164(values.phonePrefix, values.phoneNumber),
    given_name: values.givenName.trim(),
    family_name: values.familyName.trim(),
  };
}

/** The form's field of each `SignUpData` path. */
const signUpFields: Readonly<Record<keyof SignUpData, keyof SignUpValues>> = {
  username: 'email',
  password: 'password',
  phone_number: 'phoneNumber',
  given_name: 'givenName',
  family_name: 'familyName',
};

/**
 * The sign-up form's `validate`: first the spec's rules ({@link validateSignUpForm}), then the data
 * against @liqui/domain's `SignUpData` struct, the shape the identity provider gets, each failure
 * on its field: 'Email válido requerido' for the username's pattern, the phone's own message, a
 * missing value 'Dato requerido', anything else (a password beyond 256 characters) 'Revisa los
 * datos ingresados'.
 */
export const validateSignUp = createValidate<SignUpValues>(
  rulesCheck(validateSignUpForm),
  structCheck(SignUpData, {
    toWire: toSignUpData,
    fieldOf: (path) => signUpFields[path as keyof SignUpData],
    messageFor: ({ path, value }) => {
      if (value === undefined || value === '') return undefined;
      if (path === 'username') return messages['email.invalid'];
      if (path === 'phone_number') return messages['phone.invalid'];
      return undefined;
    },
  }),
);

/**
 * The Amplify `signUp` input of a valid form (spec 01 §3 "Sign-up data"): the normalized e-mail as
 * username and `email` attribute, `given_name`, `family_name`, `phone_number` in E.164
 * ({@link toSignUpData}), and the ALTCHA payload as client metadata for the server to verify.
 */
export function toSignUpInput(values: SignUpValues): SignUpInput {
  const data = toSignUpData(values);
  return {
    username: data.username,
    password: data.password,
    options: {
      userAttributes: {
        email: data.username,
        given_name: data.given_name,
        family_name: data.family_name,
        phone_number: data.phone_number,
      },
      clientMetadata: { altcha: values.altcha ?? '' },
    },
  };
}
