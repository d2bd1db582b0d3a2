/**
 * Step 2 of the invoice wizard, Detalle (Spec 02 §2, §3 "Invoice item", §5 "Items", "Total
 * limit"): the items table, add and delete rows (the first cannot be deleted), each row's
 * subtotal and the total, and the final-consumer limit.
 */
import { formatArs, unitsOfMeasure } from '@liqui/domain';
import {
  Alert,
  Button,
  type DataColumn,
  DataTable,
  Inline,
  type SelectOption,
  Stack,
  Text,
} from '@liqui/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { FormTextField } from '../../../forms/form-fields';
import { FormNumberField } from '../../../forms/form-number-field';
import { FormSelect } from '../../../forms/form-select';
import {
  computeItemAmounts,
  createItem,
  type InvoiceFormValues,
  type ItemFormValues,
} from './invoice-form';
import { amountCell, codeCell, conceptCell, unitCell } from './invoices.css';

/** The units of measure with a name (ARCA's id 0 has none), default 7 'unidades'. */
const unitOptions: readonly SelectOption[] = unitsOfMeasure
  .filter((entry) => entry.desc !== '')
  .map((entry) => ({ id: String(entry.id), label: entry.desc }));

/** Props of {@link DetalleStep}. */
export type DetalleStepProps = {
  /** The wizard's values. */
  readonly values: InvoiceFormValues;
  /** 'Limite superado. Debes informar el DNI.' when the total needs the receiver's DNI. */
  readonly limitError: string | undefined;
};

/** The next free row key: one more than the largest numeric key. */
function nextKey(items: readonly ItemFormValues[]): string {
  const largest = items.reduce((max, item) => Math.max(max, Number(item.key) || 0), 0);
  return String(largest + 1);
}

/**
 * The Detalle fields: per row 'Código ítem N', 'Concepto ítem N', 'Unidad ítem N', 'Cantidad
 * ítem N', 'Precio unitario ítem N' and the button 'Eliminar ítem N' (from row 2); the buttons
 * 'Agregar ítem'; the text 'Total: $ …'; the optional field 'Observaciones'.
 */
export function DetalleStep({ values, limitError }: DetalleStepProps) {
  const form = useForm<InvoiceFormValues>();
  const container = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const { subtotalsCents, totalCents } = computeItemAmounts(values.items);

  // After adding a row, focus its concept; after deleting one, the 'Agregar ítem' button.
  useEffect(() => {
    if (focusTarget === null) return;
    const frame = requestAnimationFrame(() => {
      const target = [
        ...(container.current?.querySelectorAll<HTMLElement>('input, button') ?? []),
      ].find(
        (element) =>
          element.getAttribute('aria-label') === focusTarget || element.textContent === focusTarget,
      );
      target?.focus();
      setFocusTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTarget]);

  const addItem = () => {
    const items = form.getState().values.items;
    form.change('items', [...items, createItem(nextKey(items))]);
    setFocusTarget(`Concepto ítem ${items.length + 1}`);
  };

  const deleteItem = (key: string) => {
    const items = form.getState().values.items;
    form.change(
      'items',
      items.filter((item) => item.key !== key),
    );
    setFocusTarget('Agregar ítem');
  };

  const columns: DataColumn<ItemFormValues>[] = [
    {
      id: 'codigo',
      title: 'Código',
      render: (_item, index) => (
        <div className={codeCell}>
          <FormTextField
            name={`items[${index}].codigo`}
            aria-label={`Código ítem ${index + 1}`}
            isRequired
          />
        </div>
      ),
    },
    {
      id: 'concepto',
      title: 'Concepto',
      render: (_item, index) => (
        <div className={conceptCell}>
          <FormTextField
            name={`items[${index}].concepto`}
            aria-label={`Concepto ítem ${index + 1}`}
            isRequired
          />
        </div>
      ),
    },
    {
      id: 'unidad',
      title: 'Unidad',
      render: (_item, index) => (
        <div className={unitCell}>
          <FormSelect
            name={`items[${index}].unidad`}
            aria-label={`Unidad ítem ${index + 1}`}
            options={unitOptions}
            isRequired
          />
        </div>
      ),
    },
    {
      id: 'cantidad',
      title: 'Cantidad',
      render: (_item, index) => (
        <div className={amountCell}>
          <FormNumberField
            name={`items[${index}].cantidad`}
            aria-label={`Cantidad ítem ${index + 1}`}
            maximumFractionDigits={4}
            minValue={0}
            isRequired
          />
        </div>
      ),
    },
    {
      id: 'precio',
      title: 'Precio unitario',
      render: (_item, index) => (
        <div className={amountCell}>
          <FormNumberField
            name={`items[${index}].precio`}
            aria-label={`Precio unitario ítem ${index + 1}`}
            maximumFractionDigits={2}
            minValue={0}
            isRequired
          />
        </div>
      ),
    },
    {
      id: 'subtotal',
      title: 'Subtotal',
      align: 'end',
      render: (_item, index) => {
        const cents = subtotalsCents[index];
        return cents === null || cents === undefined ? '—' : formatArs(cents);
      },
    },
    {
      id: 'acciones',
      title: 'Acciones',
      render: (item, index) =>
        index === 0 ? null : (
          <Button
            variant="ghost"
            size="small"
            aria-label={`Eliminar ítem ${index + 1}`}
            onPress={() => deleteItem(item.key)}
          >
            Eliminar
          </Button>
        ),
    },
  ];

  return (
    <div ref={container}>
      <Stack space="large">
        <DataTable<ItemFormValues>
          aria-label="Ítems"
          rows={values.items}
          rowKey={(item) => item.key}
          columns={columns}
          density="compact"
        />
        <Inline space="small" alignY="center">
          <Button variant="secondary" onPress={addItem}>
            Agregar ítem
          </Button>
        </Inline>
        <div aria-live="polite">
          <Text as="p" size="large" weight="strong" align="right" tabularNumbers>
            {`Total: ${formatArs(totalCents)}`}
          </Text>
        </div>
        {limitError === undefined ? null : <Alert tone="critical">{limitError}</Alert>}
        <FormTextField name="observacion" label="Observaciones" maxLength={500} />
      </Stack>
    </div>
  );
}
