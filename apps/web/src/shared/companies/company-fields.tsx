import {
  type Company,
  type CompanyEditInput,
  formatCuit,
  NO_COMPANY_CODE,
  provinces,
} from '@liqui/domain';
import { Stack, Tiles } from '@liqui/ui';
import { FormCheckbox } from '../../forms/form-checkbox';
import { FormTextField } from '../../forms/form-fields';
import { FormSelect } from '../../forms/form-select';

/**
 * The company form's values (Spec 03 §3 "Company (admin lite)"): every text as typed (`''` when
 * empty), the two options as booleans.
 */
export type CompanyFormValues = {
  cuit: string;
  email: string;
  razon_social: string;
  display_name: string;
  telefono: string;
  id_impositivo: string;
  domicilio: string;
  localidad: string;
  provincia: string;
  active_signup: boolean;
  is_code_active: boolean;
  code: string;
};

/** The values of an empty company form (a new company: the activation-code option off). */
export const emptyCompanyValues: CompanyFormValues = {
  cuit: '',
  email: '',
  razon_social: '',
  display_name: '',
  telefono: '',
  id_impositivo: '',
  domicilio: '',
  localidad: '',
  provincia: '',
  active_signup: true,
  is_code_active: false,
  code: '',
};

/** The form's values of a stored company (`NONE` shows as an empty code, Spec 03 §5). */
export function companyFormValues(company: Company): CompanyFormValues {
  return {
    cuit: formatCuit(company.cuit),
    email: company.email ?? '',
    razon_social: company.razon_social,
    display_name: company.display_name ?? '',
    telefono: company.telefono ?? '',
    id_impositivo: company.id_impositivo ?? '',
    domicilio: company.domicilio ?? company.domicilio_cliente ?? '',
    localidad: company.localidad ?? '',
    provincia: company.provincia ?? '',
    active_signup: company.active_signup === true,
    is_code_active: company.is_code_active === true || company.code_active === true,
    code: company.code === null || company.code === NO_COMPANY_CODE ? '' : (company.code ?? ''),
  };
}

/** The values as the domain rules read them. */
export function toCompanyEditInput(values: CompanyFormValues): CompanyEditInput {
  return values;
}

const provinceOptions = provinces.map((province) => ({ id: province.desc, label: province.desc }));

/**
 * The company fields of the new-company and edit-company forms (Spec 03 §3, §5 "Company edit"):
 * CUIT (editable only for a new company), e-mail, business name, display name, phone, tax id,
 * address, city, province, the sign-up and activation-code options and the code (required while
 * the option is on). `isDisabled` shows them without letting anyone change them (operador).
 */
export function CompanyFields({
  isNew,
  isDisabled = false,
  isCodeActive,
}: {
  /** A new company: the CUIT can be typed, and the e-mail is the account's sign-in name. */
  readonly isNew: boolean;
  /** Every field disabled (read-only session). @default false */
  readonly isDisabled?: boolean;
  /** Whether the activation-code option is on (the code is then required). */
  readonly isCodeActive: boolean;
}) {
  return (
    <Stack space="medium">
      <Tiles space="medium" minColumnWidth="medium">
        <FormTextField
          name="cuit"
          label="CUIT"
          inputMode="numeric"
          maxLength={13}
          isRequired={isNew}
          isReadOnly={!isNew}
          isDisabled={isDisabled}
          {...(isNew ? {} : { description: 'El CUIT de una empresa no se modifica.' })}
        />
        <FormTextField
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          isRequired
          isDisabled={isDisabled}
          {...(isNew
            ? {
                description: 'Con este email ingresa la empresa; recibirá una contraseña temporal.',
              }
            : {})}
        />
        <FormTextField
          name="razon_social"
          label="Razón social"
          isRequired
          isDisabled={isDisabled}
        />
        <FormTextField name="display_name" label="Nombre visible" isDisabled={isDisabled} />
        <FormTextField
          name="telefono"
          label="Teléfono"
          type="tel"
          autoComplete="off"
          isDisabled={isDisabled}
        />
        <FormTextField name="id_impositivo" label="Id impositivo" isDisabled={isDisabled} />
        <FormTextField name="domicilio" label="Domicilio" isRequired isDisabled={isDisabled} />
        <FormTextField name="localidad" label="Localidad" isRequired isDisabled={isDisabled} />
        <FormSelect
          name="provincia"
          label="Provincia"
          options={provinceOptions}
          isRequired
          isDisabled={isDisabled}
        />
      </Tiles>
      <FormCheckbox
        name="active_signup"
        label="Visible para elegir al registrarse"
        isDisabled={isDisabled}
      />
      <FormCheckbox
        name="is_code_active"
        label="Requiere código de activación"
        isDisabled={isDisabled}
      />
      <Tiles space="medium" minColumnWidth="medium">
        <FormTextField
          name="code"
          label="Código de activación"
          autoComplete="off"
          isRequired={isCodeActive}
          isDisabled={isDisabled}
          description="Vacío: sin código (se guarda NONE)."
        />
      </Tiles>
    </Stack>
  );
}
