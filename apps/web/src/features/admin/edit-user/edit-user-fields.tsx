/**
 * The three sections of the admin's edit form (Spec 03 §2 "Edit user", §3 "User (admin edit
 * view)"): Datos Personales, Datos Impositivos, Datos Liqui, with every field of the record.
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
  tipoActividadValues,
  type User,
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

const activityLabels: Record<(typeof tipoActividadValues)[number], string> = {
  presta_servicios: 'Presta servicios',
  vende_mercaderia: 'Vende mercadería',
  alquileres: 'Alquileres',
};

/** What every section needs: the record, and whether the fields can be edited now. */
type SectionProps = { readonly user: User; readonly isEditing: boolean };

/** Datos Personales: names, contact and address; the e-mail is read-only. */
export function PersonalSection({ user, isEditing }: SectionProps) {
  const isReadOnly = !isEditing;
  return (
    <Card title="Datos Personales">
      <Tiles space="medium" minColumnWidth="medium">
        <FormTextField name="nombre" label="Nombre" isRequired isReadOnly={isReadOnly} />
        <FormTextField name="apellido" label="Apellido" isRequired isReadOnly={isReadOnly} />
        <FormTextField
          name="razon_social"
          label="Razón social"
          isRequired
          isReadOnly={isReadOnly}
        />
        <TextField label="Email" type="email" value={user.email} isReadOnly />
        <FormTextField
          name="telefono"
          label="Teléfono"
          type="tel"
          inputMode="tel"
          isRequired
          isReadOnly={isReadOnly}
        />
        <FormTextField name="direccion" label="Dirección" isRequired isReadOnly={isReadOnly} />
        <FormTextField name="ciudad" label="Ciudad" isRequired isReadOnly={isReadOnly} />
        <FormSelect
          name="provincia"
          label="Provincia"
          options={withCurrent(
            provinces.map((entry) => ({ id: entry.desc, label: entry.desc })),
            user.provincia,
          )}
          isRequired
          isDisabled={isReadOnly}
        />
        <FormTextField
          name="cp"
          label="Código postal"
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
            label="CUIT"
            inputMode="numeric"
            isRequired
            isReadOnly={isReadOnly}
          />
          <ClaveFiscalField
            userId={user.user_id}
            isEditing={isEditing}
            canReveal={canRevealClaveFiscal}
          />
          <FormTextField name="cur" label="CUR" isReadOnly={isReadOnly} />
          <FormDateField
            name="inicio_actividad"
            label="Inicio de actividad"
            isReadOnly={isReadOnly}
          />
          <FormSelect
            name="cat_monotributo"
            label="Categoría de monotributo"
            options={withCurrent(optionsOf(monotributoCategoryLetters), user.cat_monotributo)}
            isRequired
            isDisabled={isReadOnly}
          />
          <FormSelect
            name="tipo_responsable"
            label="Tipo de responsable"
            options={optionsOf(userTipoResponsableValues)}
            isRequired
            isDisabled={isReadOnly}
          />
          <FormSelect
            name="tipo_actividad"
            label="Tipo de actividad"
            options={tipoActividadValues.map((id) => ({ id, label: activityLabels[id] }))}
            isDisabled={isReadOnly}
          />
          <FormTextField
            name="actividad_preliminar"
            label="Actividad preliminar"
            isReadOnly={isReadOnly}
          />
          <FormTextField name="actividad_1" label="Actividad 1" isReadOnly={isReadOnly} />
          <FormTextField name="actividad_2" label="Actividad 2" isReadOnly={isReadOnly} />
          <FormTextField name="actividad_3" label="Actividad 3" isReadOnly={isReadOnly} />
          <FormTextField name="os" label="Obra social" isReadOnly={isReadOnly} />
          <FormTextField
            name="familiares_os"
            label="Familiares en la obra social"
            inputMode="numeric"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="cuit_empleador"
            label="CUIT del empleador"
            inputMode="numeric"
            isReadOnly={isReadOnly}
          />
          <FormTextField name="iibb_numero" label="Número de IIBB" isReadOnly={isReadOnly} />
          <FormTextField
            name="costo_alquiler"
            label="Costo del alquiler"
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="punto_venta"
            label="Punto de venta"
            inputMode="numeric"
            description="De 0 a 999999"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="deuda_afip"
            label="Deuda en ARCA"
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="fac_inicial_sem_actual"
            label="Facturación previa del semestre actual"
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
          <FormTextField
            name="fac_inicial_sem_anterior"
            label="Facturación previa del semestre anterior"
            inputMode="decimal"
            isReadOnly={isReadOnly}
          />
        </Tiles>
        <Tiles space="small" minColumnWidth="medium">
          <FormCheckbox name="aportes_sipa" label="Aportes SIPA" isDisabled={isReadOnly} />
          <FormCheckbox name="iibb" label="Inscripto en IIBB" isDisabled={isReadOnly} />
          <FormCheckbox name="local_comercial" label="Local comercial" isDisabled={isReadOnly} />
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
          label="Estado del usuario"
          options={statusOptionsOf('estado_usuario', estadosUsuario)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_clave_fiscal"
          label="Estado de la clave fiscal"
          options={statusOptionsOf('estado_clave_fiscal', estadosClaveFiscal)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_monotributo"
          label="Estado del monotributo"
          options={statusOptionsOf('estado_monotributo', estadosMonotributo)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_pago"
          label="Estado del pago"
          options={statusOptionsOf('estado_pago', estadosPago)}
          isDisabled={isReadOnly}
        />
        <FormSelect
          name="estado_cbu"
          label="Estado del CBU"
          options={statusOptionsOf('estado_cbu', estadosCbu)}
          description={isCbuLocked ? 'Adherido: no se puede cambiar' : undefined}
          isDisabled={isReadOnly || isCbuLocked}
        />
        <FormSelect
          name="plan"
          label="Plan"
          options={withCurrent(optionsOf(adminPlanNames), user.plan)}
          isDisabled={isReadOnly}
        />
        <FormTextField name="plan_id" label="Id del plan" isReadOnly={isReadOnly} />
        <FormDateField name="fecha_inicio" label="Fecha de inicio" isReadOnly={isReadOnly} />
        <FormDateField name="fecha_fin" label="Fecha de fin" isReadOnly={isReadOnly} />
        <FormDateField name="fecha_baja" label="Fecha de baja" isReadOnly={isReadOnly} />
        <FormTextField
          name="mp_customer_card_id"
          label="Tarjeta de Mercado Pago"
          isReadOnly={isReadOnly}
        />
        <TextField label="CBU" value={user.cbu ?? ''} isReadOnly />
        <TextField label="VEP" value={user.vep ?? ''} isReadOnly />
        <TextField
          label="Relación laboral"
          value={user.employment_relationship?.[0]?.razonSocial ?? ''}
          isReadOnly
        />
        <TextField label="Id de usuario" value={user.user_id} isReadOnly />
      </Tiles>
    </Card>
  );
}
