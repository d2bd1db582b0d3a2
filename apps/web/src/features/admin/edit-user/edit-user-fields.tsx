/**
 * The three sections of the admin's edit form (Spec 03 §2 "Edit user", §3 "User (admin edit
 * view)"): Datos Personales, Datos Impositivos, Datos Liqui, with every field of the record.
 * Each field is labelled by `userFieldLabel` of `@liqui/domain` and each closed value by its
 * Spanish label, the words the change history also uses (issue 25 item 11).
 */
import {
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  type LabelledUserStatusField,
  monotributoCategoryLetters,
  provinces,
  tipoActividadLabels,
  tipoActividadValues,
  type User,
  userFieldLabel,
  userFieldValueLabel,
  userStatusLabel,
  userTipoResponsableValues,
} from '@liqui/domain';
import { Card, type SelectOption, Stack, TextField, Tiles } from '@liqui/ui';
import { FormCheckbox } from '../../../forms/form-checkbox';
import { FormDateField } from '../../../forms/form-date-field';
import { FormTextField } from '../../../forms/form-fields';
import { FormSelect } from '../../../forms/form-select';
import { ClaveFiscalField } from './clave-fiscal-field';

/** The plans an admin can set (Spec 03 §3 "Plans: Aplicaciones, Plus, Premium"). */
export const adminPlanNames = ['Aplicaciones', 'Plus', 'Premium'] as const;

const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ id: value, label: value }));

/**
 * A status select's options: the wire value as id, the domain's Spanish label shown
 * (`userStatusLabels`, issue 25 item 11).
 */
const statusOptionsOf = (
  field: LabelledUserStatusField,
  values: readonly string[],
): SelectOption[] => values.map((value) => ({ id: value, label: userStatusLabel(field, value) }));

/** A closed list, plus the stored value when it is not in it (so it is shown, not lost). */
const withCurrent = (options: SelectOption[], current: string | null | undefined) =>
  current && !options.some((option) => option.id === current)
    ? [...options, { id: current, label: current }]
    : options;

/** What every section needs: the record, and whether the fields can be edited now. */
type SectionProps = { readonly user: User; readonly isEditing: boolean };

/** Datos Personales: names, contact and address; the e-mail is read-only. */
export function PersonalSection({ user, isEditing }: SectionProps) {
  const isReadOnly = !isEditing;
  return (
    <Card title="Datos Personales">
      <Tiles space="medium" minColumnWidth="medium">
        <FormTextField
          name="nombre"
          label={userFieldLabel('nombre')}
          isRequired
          isReadOnly={isReadOnly}
        />
        <FormTextField
          name="apellido"
          label={userFieldLabel('apellido')}
          isRequired
          isReadOnly={isReadOnly}
        />
        <FormTextField
          name="razon_social"
          label={userFieldLabel('razon_social')}
          isRequired
          isReadOnly={isReadOnly}
        />
        <TextField label={userFieldLabel('email')} type="email" value={user.email} isReadOnly />
        <FormTextField
          name="telefono"
          label={userFieldLabel('telefono')}
          type="tel"
          inputMode="tel"
          isRequired
          isReadOnly={isReadOnly}
        />
        <FormTextField
          name="direccion"
          label={userFieldLabel('direccion')}
          isRequired
          isReadOnly={isReadOnly}
        />
        <FormTextField
          name="ciudad"
          label={userFieldLabel('ciudad')}
          isRequired
          isReadOnly={isReadOnly}
        />
        <FormSelect
          name="provincia"
          label={userFieldLabel('provincia')}
          options={withCurrent(
            provinces.map((entry) => ({ id: entry.desc, label: entry.desc })),
            user.provincia,
          )}
          isRequired
          isDisabled={isReadOnly}
        />
        <FormTextField
          name="cp"
          label={userFieldLabel('cp')}
          inputMode="numeric"
          isRequired
          isReadOnly={isReadOnly}
        />
      </Tiles>
    </Card>
  );
}

/**
 * Datos Impositivos: CUIT, clave fiscal (masked, revealed only by an admin's explicit action: see
 * `ClaveFiscalField`), category, activities and the other tax data.
 */
export function TaxSection({
  user,
  isEditing,
  canRevealClaveFiscal,
}: SectionProps & { readonly canRevealClaveFiscal: boolean }) {
  const isReadOnly = !isEditing;
  return (
    <Card title="Datos Impositivos">
      <Stack space="medium">
        <Tiles space="medium" minColumnWidth="medium">
          <FormTextField
            name="cuit"
            label={userFieldLabel('cuit')}
            inputMode="numeric"
            isRequired
            isReadOnly={isReadOnly}
          />
          <ClaveFiscalField
            userId={user.user_id}
            isEditing={isEditing}
            canReveal={canRevealClaveFiscal}
          />
          <FormTextField name="cur" label={userFieldLabel('cur')} isReadOnly={isReadOnly} />
          <FormDateField
            name="inicio_actividad"
            label={userFieldLabel('inicio_actividad')}
            isReadOnly={isReadOnly}
          />
          <FormSelect
            name="cat_monotributo"
            label={userFieldLabel('cat_monotributo')}
            options={withCurrent(optionsOf(monotributoCategoryLetters), user.cat_monotributo)}
            isRequired
            isDisabled={isReadOnly}
          />
          <FormSelect
            name="tipo_responsable"
            label={userFieldLabel('tipo_responsable')}
            options={optionsOf(userTipoResponsableValues)}
            isRequired
            isDisabled={isReadOnly}
          />
          <FormSelect
            name="tipo_actividad"
            label={userFieldLabel('tipo_actividad')}
            options={tipoActividadValues.map((id) => ({ id, label: tipoActividadLabels[id] }))}
            isDisabled={isReadOnly}
          />
          <FormTextField
            name="actividad_preliminar"
            label={userFieldLabel('actividad_preliminar')}
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="actividad_1"
            label={userFieldLabel('actividad_1')}
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="actividad_2"
            label={userFieldLabel('actividad_2')}
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="actividad_3"
            label={userFieldLabel('actividad_3')}
            isReadOnly={isReadOnly}
          />
          <FormTextField name="os" label={userFieldLabel('os')} isReadOnly={isReadOnly} />
          <FormTextField
            name="familiares_os"
            label={userFieldLabel('familiares_os')}
            inputMode="numeric"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="cuit_empleador"
            label={userFieldLabel('cuit_empleador')}
            inputMode="numeric"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="iibb_numero"
            label={userFieldLabel('iibb_numero')}
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="costo_alquiler"
            label={userFieldLabel('costo_alquiler')}
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="punto_venta"
            label={userFieldLabel('punto_venta')}
            inputMode="numeric"
            description="De 0 a 999999"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="deuda_afip"
            label={userFieldLabel('deuda_afip')}
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="fac_inicial_sem_actual"
            label={userFieldLabel('fac_inicial_sem_actual')}
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="fac_inicial_sem_anterior"
            label={userFieldLabel('fac_inicial_sem_anterior')}
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
        </Tiles>
        <Tiles space="small" minColumnWidth="medium">
          <FormCheckbox
            name="aportes_sipa"
            label={userFieldLabel('aportes_sipa')}
            isDisabled={isReadOnly}
          />
          <FormCheckbox name="iibb" label={userFieldLabel('iibb')} isDisabled={isReadOnly} />
          <FormCheckbox
            name="local_comercial"
            label={userFieldLabel('local_comercial')}
            isDisabled={isReadOnly}
          />
        </Tiles>
      </Stack>
    </Card>
  );
}

/**
 * Datos Liqui: statuses, plan and payment data. CBU, VEP, the company relationship and the user
 * id are read-only (Spec 03 §3); estado_cbu is disabled once ADHERIDO (Spec 03 §4).
 */
export function LiquiSection({ user, isEditing }: SectionProps) {
  const isReadOnly = !isEditing;
  const isCbuLocked = user.estado_cbu === 'ADHERIDO';
  return (
    <Card title="Datos Liqui">
      <Tiles space="medium" minColumnWidth="medium">
        <FormSelect
          name="estado_usuario"
          label={userFieldLabel('estado_usuario')}
          options={statusOptionsOf('estado_usuario', estadosUsuario)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_clave_fiscal"
          label={userFieldLabel('estado_clave_fiscal')}
          options={statusOptionsOf('estado_clave_fiscal', estadosClaveFiscal)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_monotributo"
          label={userFieldLabel('estado_monotributo')}
          options={statusOptionsOf('estado_monotributo', estadosMonotributo)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_pago"
          label={userFieldLabel('estado_pago')}
          options={statusOptionsOf('estado_pago', estadosPago)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_cbu"
          label={userFieldLabel('estado_cbu')}
          options={statusOptionsOf('estado_cbu', estadosCbu)}
          description={isCbuLocked ? 'Adherido: no se puede cambiar' : undefined}
          isDisabled={isReadOnly || isCbuLocked}
        />
        <FormSelect
          name="plan"
          label={userFieldLabel('plan')}
          options={withCurrent(optionsOf(adminPlanNames), user.plan)}
          isDisabled={isReadOnly}
        />
        <FormTextField name="plan_id" label={userFieldLabel('plan_id')} isReadOnly={isReadOnly} />
        <FormDateField
          name="fecha_inicio"
          label={userFieldLabel('fecha_inicio')}
          isReadOnly={isReadOnly}
        />
        <FormDateField
          name="fecha_fin"
          label={userFieldLabel('fecha_fin')}
          isReadOnly={isReadOnly}
        />
        <FormDateField
          name="fecha_baja"
          label={userFieldLabel('fecha_baja')}
          isReadOnly={isReadOnly}
        />
        <FormTextField
          name="mp_customer_card_id"
          label={userFieldLabel('mp_customer_card_id')}
          isReadOnly={isReadOnly}
        />
        <TextField label={userFieldLabel('cbu')} value={user.cbu ?? ''} isReadOnly />
        <TextField
          label={userFieldLabel('vep')}
          value={user.vep ? userFieldValueLabel('vep', user.vep) : ''}
          isReadOnly
        />
        <TextField
          label={userFieldLabel('employment_relationship')}
          value={user.employment_relationship?.[0]?.razonSocial ?? ''}
          isReadOnly
        />
        <TextField label={userFieldLabel('user_id')} value={user.user_id} isReadOnly />
      </Tiles>
    </Card>
  );
}
