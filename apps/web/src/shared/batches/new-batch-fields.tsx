import { messages, monthNames, tiposResponsable } from '@liqui/domain';
import { Card, Stack, Text, Tiles } from '@liqui/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormDateField } from '../../forms/form-date-field';
import { FormTextField } from '../../forms/form-fields';
import { FormSelect } from '../../forms/form-select';
import type { BatchFormState } from './batch-form-state';

const monthOptions = monthNames.map((name, index) => ({ id: String(index + 1), label: name }));

/** The taxpayer lookup's state under the CUIT field (Spec 03 §8 "Taxpayer lookup"). */
export type LookupState =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'done'; tone: 'positive' | 'critical'; message: string };

/** The form's fields (a component so that its effects run once per form). */
export function NewBatchFields({
  values,
  today,
  currentYear,
  isCuitEditable,
  lookup,
  onLookup,
  file,
  onReread,
  children,
}: {
  readonly values: BatchFormState;
  readonly today: string;
  readonly currentYear: number;
  readonly isCuitEditable: boolean;
  readonly lookup: LookupState;
  readonly onLookup: () => void;
  readonly file: File | null;
  readonly onReread: (values: BatchFormState) => void;
  readonly children: ReactNode;
}) {
  // The prefilled CUIT is looked up at once, as if the user had left the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render.
  useEffect(() => {
    onLookup();
  }, []);

  // The rows depend on the receiver and the dates: a change checks the same file again.
  const contextKey = [
    values.nroDocumento,
    values.razonSocialCliente,
    values.tipoResponsable,
    values.fecha_inicio,
    values.fecha_fin,
    values.fecha_factura,
  ].join('|');
  const firstKey = useRef(contextKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the values the rows use.
  useEffect(() => {
    if (file === null || contextKey === firstKey.current) return;
    firstKey.current = contextKey;
    const timer = setTimeout(() => onReread(values), 300);
    return () => clearTimeout(timer);
  }, [contextKey, file]);

  const yearOptions = [currentYear - 1, currentYear].map((year) => ({
    id: String(year),
    label: String(year),
  }));

  return (
    <Stack space="large">
      <ReceiverCard isCuitEditable={isCuitEditable} lookup={lookup} onLookup={onLookup} />
      <Card title="Período y fechas">
        <Tiles space="medium" minColumnWidth="small">
          <FormSelect name="mes" label="Mes" isRequired options={monthOptions} />
          <FormSelect name="anio" label="Año" isRequired options={yearOptions} />
          <FormDateField name="fecha_inicio" label="Servicio desde" isRequired maxValue={today} />
          <FormDateField name="fecha_fin" label="Servicio hasta" isRequired maxValue={today} />
          <FormDateField
            name="fecha_factura"
            label="Fecha de factura"
            description="Opcional: sin fecha, cada factura lleva la del día en que se emite."
            maxValue={today}
          />
          <FormTextField name="name" label="Nombre del lote" description="Opcional." />
        </Tiles>
      </Card>
      {children}
    </Stack>
  );
}

/**
 * 'Receptor': the receiver's CUIT (read-only unless `isCuitEditable`; leaving it looks it up),
 * the registry's razón social, domicilio, localidad and provincia (read-only), the IVA condition,
 * and the lookup's state under them, announced politely.
 */
function ReceiverCard({
  isCuitEditable,
  lookup,
  onLookup,
}: {
  readonly isCuitEditable: boolean;
  readonly lookup: LookupState;
  readonly onLookup: () => void;
}) {
  return (
    <Card title="Receptor">
      <Stack space="medium">
        <Tiles space="medium" minColumnWidth="small">
          <FormTextField
            name="nroDocumento"
            label="CUIT receptor"
            isRequired
            isReadOnly={!isCuitEditable}
            inputMode="numeric"
            onBlur={onLookup}
          />
          <FormTextField name="razonSocialCliente" label="Razón social" isReadOnly />
          <FormTextField name="domicilioComercialCliente" label="Domicilio" isReadOnly />
          <FormTextField name="localidadCliente" label="Localidad" isReadOnly />
          <FormTextField name="provinciaCliente" label="Provincia" isReadOnly />
          <FormSelect
            name="tipoResponsable"
            label="Tipo de contribuyente"
            isRequired
            options={tiposResponsable.map((tipo) => ({ id: tipo.id, label: tipo.desc }))}
          />
        </Tiles>
        <div aria-live="polite" role="status">
          {lookup.kind === 'verifying' ? (
            <Text>{messages['taxpayerLookup.verifying']}</Text>
          ) : lookup.kind === 'done' ? (
            <Text tone={lookup.tone} weight="strong">
              {lookup.message}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
