/**
 * What the two card screens share (/medio-pago and the older /mercado-pago; issue 13 item 5):
 * the plan summary, the payer fields of `POST /payment`, the 02 §8 failure toast, and the hooks
 * that load Mercado Pago's browser side, its identification types and the card brand.
 */
import { isApiError } from '@liqui/api-client';
import {
  computeMonthlyPriceCents,
  formatArs,
  type IdentificationType,
  messages,
  type Plan,
  toCents,
  type User,
} from '@liqui/domain';
import { Card, Column, Columns, DescriptionList } from '@liqui/ui';
import { useEffect, useState } from 'react';
import { useAppConfig } from '../../config-context';
import { FormTextField } from '../../forms/form-fields';
import { FormSelect } from '../../forms/form-select';
import { termLabel } from '../../shared/plan-term';
import { type CardBrand, type MercadoPagoBrowser, mercadoPagoFor } from './mercado-pago-browser';

/** The plan's total price in cents (its `costo`, ARS with at most 2 decimals). */
export function totalCents(plan: Plan): number {
  const cents = toCents(plan.costo);
  return cents.ok ? cents.value : 0;
}

/** The plan being paid: name, term, monthly and total price (es-AR money). */
export function PlanSummary({ plan }: { readonly plan: Plan }) {
  return (
    <Card title="Tu plan">
      <DescriptionList
        items={[
          { term: 'Plan', value: plan.plan },
          {
            term: 'Plazo',
            value: `${termLabel(plan.plazo)} (${plan.plazo} ${plan.plazo === 1 ? 'mes' : 'meses'})`,
          },
          { term: 'Precio mensual', value: formatArs(computeMonthlyPriceCents(plan)) },
          { term: 'Total a pagar', value: formatArs(totalCents(plan)) },
        ]}
      />
    </Card>
  );
}

/** The body of `POST /payment` shared by card and cash. */
export function payerOf(plan: Plan, user: User) {
  return {
    transaction_amount: plan.costo,
    payer_email: user.email,
    plan_id: plan.planId,
    plan: plan.plan,
    plan_month: plan.plazo,
    payment_method: plan.medio,
    first_name: user.nombre ?? null,
    last_name: user.apellido ?? null,
  };
}

/** The 02 §8 toast of a failed `POST /payment`: a refusal (4xx) or anything else. */
export function paymentFailureMessage(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? messages['payment.notCreated']
    : messages['payment.error'];
}

/** Today's year and month in Argentina (UTC−3, no daylight saving), for the expiry check. */
export function argentineToday(): { year: number; month: number } {
  const now = new Date(Date.now() - 3 * 3600 * 1000);
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/** Loads the browser side of Mercado Pago once per page (sandbox or MercadoPago.js). */
export function useMercadoPago(): { browser: MercadoPagoBrowser | null; failed: boolean } {
  const config = useAppConfig();
  const [state, setState] = useState<{ browser: MercadoPagoBrowser | null; failed: boolean }>({
    browser: null,
    failed: false,
  });
  useEffect(() => {
    let isActive = true;
    mercadoPagoFor(config).then(
      (browser) => isActive && setState({ browser, failed: false }),
      () => isActive && setState({ browser: null, failed: true }),
    );
    return () => {
      isActive = false;
    };
  }, [config]);
  return state;
}

/** Mercado Pago's identification types, `[]` until they arrive (or when the call fails). */
export function useIdentificationTypes(
  browser: MercadoPagoBrowser | null,
): readonly IdentificationType[] {
  const [types, setTypes] = useState<readonly IdentificationType[]>([]);
  useEffect(() => {
    if (browser === null) return;
    let isActive = true;
    browser.identificationTypes().then(
      (list) => isActive && setTypes(list),
      () => undefined,
    );
    return () => {
      isActive = false;
    };
  }, [browser]);
  return types;
}

/** The document type options of the card forms (DNI alone until the list arrives). */
export function identificationTypeOptions(
  types: readonly IdentificationType[],
): { id: string; label: string }[] {
  return (types.length > 0 ? types : [{ id: 'DNI', name: 'DNI' }]).map((type) => ({
    id: type.id,
    label: type.name,
  }));
}

/** The card brand guessed from `bin` (the first 6 digits), `undefined` for fewer or unknown. */
export function useCardBrand(
  browser: MercadoPagoBrowser | null,
  bin: string,
): CardBrand | undefined {
  const [brand, setBrand] = useState<CardBrand | undefined>(undefined);
  useEffect(() => {
    if (browser === null || bin.length < 6) {
      setBrand(undefined);
      return;
    }
    let isActive = true;
    browser.brandOfBin(bin).then(
      (found) => isActive && setBrand(found),
      () => isActive && setBrand(undefined),
    );
    return () => {
      isActive = false;
    };
  }, [browser, bin]);
  return brand;
}

/** Props of {@link CardDataFields}. */
export type CardDataFieldsProps = {
  /** The identification types as select options (`identificationTypeOptions`). */
  readonly typeOptions: readonly { id: string; label: string }[];
  /** The brand guessed from the first 6 digits, shown under the number; none yet: a hint. */
  readonly brandName: string | undefined;
  /** Digits of the brand's security code (3, or 4 for Amex). */
  readonly securityCodeLength: number;
};

/**
 * The card data both card forms ask (Spec 02 §5 "Card form" and "Older manual form"): document
 * type and number, card number, expiry month and year and security code, as react-final-form
 * fields named `identificationType`, `identificationNumber`, `cardNumber`, `expirationMonth`,
 * `expirationYear`, `securityCode`. The holder's name, the e-mail and the bank stay with each
 * form.
 */
export function CardDataFields({
  typeOptions,
  brandName,
  securityCodeLength,
}: CardDataFieldsProps) {
  return (
    <>
      <Columns space="small" collapseBelow="sm">
        <Column width="1/3">
          <FormSelect
            name="identificationType"
            label="Tipo de documento"
            options={typeOptions}
            isRequired
          />
        </Column>
        <Column>
          <FormTextField
            name="identificationNumber"
            label="Número de documento"
            inputMode="numeric"
            isRequired
          />
        </Column>
      </Columns>
      <FormTextField
        name="cardNumber"
        label="Número de tarjeta"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        description={brandName === undefined ? 'Sin espacios ni guiones' : `Tarjeta: ${brandName}`}
        isRequired
      />
      <Columns space="small" collapseBelow="sm">
        <Column>
          <FormTextField
            name="expirationMonth"
            label="Mes de vencimiento"
            description="MM"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            maxLength={2}
            isRequired
          />
        </Column>
        <Column>
          <FormTextField
            name="expirationYear"
            label="Año de vencimiento"
            description="AA"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            maxLength={4}
            isRequired
          />
        </Column>
        <Column>
          <FormTextField
            name="securityCode"
            label="Código de seguridad"
            description={`${securityCodeLength} números`}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            isRequired
          />
        </Column>
      </Columns>
    </>
  );
}
