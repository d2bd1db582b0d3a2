/**
 * Step 1 of the invoice wizard, Datos (Spec 02 §2, §5 "Invoice step 1 required", "Final
 * consumer", "Tax-id lookup on blur"): the voucher, the receiver and the sale's terms.
 */
import {
  concepts,
  earliestInvoiceDate,
  formasDePago,
  invoiceCurrencies,
  invoiceVoucherTypes,
  latestInvoiceDate,
  provinces,
  tiposResponsable,
} from '@liqui/domain';
import { Fieldset, type SelectOption, Tiles } from '@liqui/ui';
import { useForm } from 'react-final-form';
import { FormDateField } from '../../../forms/form-date-field';
import { FormTextField } from '../../../forms/form-fields';
import { FormSelect } from '../../../forms/form-select';
import {
  changesForFecha,
  changesForTipoResponsable,
  documentTypesFor,
  hasAssociatedVoucher,
  hasServicePeriod,
  type InvoiceFormValues,
  isFinalConsumer,
} from './invoice-form';

function optionsOf(entries: readonly { readonly id: number | string; readonly desc: string }[]) {
  return entries.map((entry): SelectOption => ({ id: String(entry.id), label: entry.desc }));
}

const voucherTypeOptions = optionsOf(invoiceVoucherTypes);
const tipoResponsableOptions = optionsOf(tiposResponsable);
const formaDePagoOptions = optionsOf(formasDePago);
const currencyOptions = optionsOf(invoiceCurrencies);
const conceptOptions = optionsOf(concepts);
const provinceOptions = provinces.map(
  (entry): SelectOption => ({ id: entry.desc, label: entry.desc }),
);

/** The provinces, plus the value the registry gave when it is not one of them. */
function provinceOptionsWith(current: string): readonly SelectOption[] {
  if (current === '' || provinceOptions.some((option) => option.id === current)) {
    return provinceOptions;
  }
  return [...provinceOptions, { id: current, label: current }];
}

/** Props of {@link DatosStep}. */
export type DatosStepProps = {
  /** The wizard's values (to show the fields that depend on others). */
  readonly values: InvoiceFormValues;
  /** Today in Argentina, `YYYY-MM-DD` (the date's bounds). */
  readonly today: string;
  /** Runs when the document number field loses focus (the CUIT lookup). */
  readonly onDocumentBlur: () => void;
  /** The lookup's status under the document number ('Verificando CUIT...', 'Cuit verificado!'). */
  readonly documentNote: string | undefined;
  /** Called when the receiver kind or the document changes (the lookup's note is stale). */
  readonly onDocumentChange: () => void;
  /** 'Limite superado. Debes informar el DNI.' when the items already entered need a DNI. */
  readonly limitError: string | undefined;
};

/**
 * The Datos fields. Labels: 'Tipo de comprobante', 'Condición frente al IVA', 'Fecha de
 * comprobante', 'Tipo de documento', 'Número de documento', 'Razón social', 'Domicilio',
 * 'Localidad', 'Provincia', 'Email', 'Forma de pago', 'Moneda', 'Concepto'; for concepts 2 and 3
 * 'Período desde', 'Período hasta', 'Vencimiento del pago'; for types 12 and 13 'Tipo de
 * comprobante asociado', 'Punto de venta asociado', 'Número de comprobante asociado'.
 */
export function DatosStep({
  values,
  today,
  onDocumentBlur,
  documentNote,
  onDocumentChange,
  limitError,
}: DatosStepProps) {
  const form = useForm<InvoiceFormValues>();
  const finalConsumer = isFinalConsumer(values);
  const anonymous = values.tipoDocumento === '99';
  const concepto = values.concepto === '1' || values.concepto === '3' ? Number(values.concepto) : 2;
  const dateBounds = {
    minValue: earliestInvoiceDate(today),
    maxValue: latestInvoiceDate(today, concepto as 1 | 2 | 3),
  };
  const receiverRequired = !finalConsumer && !anonymous;

  const setFields = (changes: Partial<InvoiceFormValues>) => {
    form.batch(() => {
      for (const [field, value] of Object.entries(changes)) {
        form.change(field as keyof InvoiceFormValues, value as never);
      }
    });
  };

  const documentDescription =
    documentNote ??
    (anonymous
      ? 'Consumidor final sin identificar: sin número.'
      : finalConsumer
        ? 'Si no lo informás, se emite a consumidor final sin identificar.'
        : undefined);

  return (
    <>
      <Tiles space="medium" minColumnWidth="medium">
        <FormSelect
          name="tipoDeComprobante"
          label="Tipo de comprobante"
          options={voucherTypeOptions}
          isRequired
        />
        <FormSelect
          name="tipoResponsable"
          label="Condición frente al IVA"
          options={tipoResponsableOptions}
          isRequired
          onValueChange={(next) => {
            setFields(changesForTipoResponsable(form.getState().values, next));
            onDocumentChange();
          }}
        />
        <FormDateField
          name="fecha"
          label="Fecha de comprobante"
          isRequired
          {...dateBounds}
          onValueChange={(next) => setFields(changesForFecha(form.getState().values, next))}
        />
      </Tiles>

      {hasAssociatedVoucher(values) ? (
        <Fieldset legend="Comprobante asociado">
          <Tiles space="medium" minColumnWidth="medium">
            <FormSelect
              name="tipoDeComprobanteAsoc"
              label="Tipo de comprobante asociado"
              options={voucherTypeOptions}
              isRequired
            />
            <FormTextField
              name="puntoVentaAsoc"
              label="Punto de venta asociado"
              inputMode="numeric"
              maxLength={5}
              isRequired
            />
            <FormTextField
              name="cbteNroAsoc"
              label="Número de comprobante asociado"
              inputMode="numeric"
              maxLength={8}
              isRequired
            />
          </Tiles>
        </Fieldset>
      ) : null}

      <Fieldset legend="Receptor">
        <Tiles space="medium" minColumnWidth="medium">
          <FormSelect
            name="tipoDocumento"
            label="Tipo de documento"
            options={optionsOf(documentTypesFor(values.tipoResponsable))}
            isRequired
            isDisabled={!finalConsumer}
            description={finalConsumer ? undefined : 'Solo se elige para un consumidor final.'}
            onValueChange={() => {
              form.change('nroDocumento', '');
              onDocumentChange();
            }}
          />
          <FormTextField
            name="nroDocumento"
            label="Número de documento"
            inputMode="numeric"
            maxLength={20}
            isRequired={!finalConsumer && !anonymous}
            isDisabled={anonymous}
            description={documentDescription}
            onBlur={onDocumentBlur}
            pendingError={limitError}
          />
          <FormTextField
            name="razonSocialCliente"
            label="Razón social"
            autoComplete="organization"
            isRequired={receiverRequired}
          />
          <FormTextField
            name="domicilioComercialCliente"
            label="Domicilio"
            autoComplete="street-address"
            isRequired={receiverRequired}
          />
          <FormTextField name="localidadCliente" label="Localidad" />
          <FormSelect
            name="provinciaCliente"
            label="Provincia"
            options={provinceOptionsWith(values.provinciaCliente)}
          />
          <FormTextField name="emailCliente" label="Email" type="email" autoComplete="off" />
        </Tiles>
      </Fieldset>

      <Fieldset legend="Condiciones de la venta">
        <Tiles space="medium" minColumnWidth="medium">
          <FormSelect
            name="formaDePago"
            label="Forma de pago"
            options={formaDePagoOptions}
            isRequired
          />
          <FormSelect name="moneda" label="Moneda" options={currencyOptions} isRequired />
          <FormSelect name="concepto" label="Concepto" options={conceptOptions} isRequired />
          {hasServicePeriod(values) ? (
            <>
              <FormDateField name="desde" label="Período desde" isRequired />
              <FormDateField name="hasta" label="Período hasta" isRequired />
              <FormDateField
                name="vencimientoPago"
                label="Vencimiento del pago"
                isRequired
                minValue={values.fecha === '' ? undefined : values.fecha}
              />
            </>
          ) : null}
        </Tiles>
      </Fieldset>
    </>
  );
}
