import { type ApiClient, createApiClient } from '@liqui/api-client';
import type { Invoice } from '@liqui/domain';
import { expect, type Page } from '@playwright/test';
import { demoPassword, signInForAccessToken } from './identity';
import { logIn } from './log-in';

/**
 * Helpers of the invoice journeys (issue 5): the demo taxpayer's API session (to read what the
 * screens show from the server's side), the ARCA simulator's fault control, and the few gestures
 * the wizard's fields need (the UI kit's selects are react-aria buttons with a list box).
 */

/** The demo taxpayer: CUIT 20-11111111-2, punto de venta 1 (`apps/api/src/demo/demo-accounts.ts`). */
export const demoTaxpayer = {
  email: 'contribuyente@liqui.test',
  cuit: '20111111112',
  puntoVenta: 1,
} as const;

/**
 * The typed API client (`@liqui/api-client`) signed in as the demo taxpayer (access token of the
 * local identity provider).
 */
export async function taxpayerApi(baseUrl: string): Promise<ApiClient> {
  const token = await signInForAccessToken(baseUrl, demoTaxpayer.email, demoPassword);
  return createApiClient({
    baseUrl: `${baseUrl}/api`,
    getToken: () => token,
    onUnauthorized: () => {
      throw new Error('the e2e taxpayer session expired');
    },
  });
}

/** A fault rule of the simulator (`apps/arca-simulator/src/faults.ts`). */
export type ArcaFaultRule = {
  service?: 'wsaa' | 'wsfe' | 'wscdc' | 'padron';
  operation?: string;
  kind: 'http500' | 'timeout' | 'lostResponse' | 'outage' | 'dummyDown';
  times?: number;
  probability?: number;
  from?: string;
  until?: string;
  delayMs?: number;
};

/**
 * Sets the ARCA simulator's faults (`PUT /sandbox/afip/control/faults`, test-only endpoint), or
 * resets them (`DELETE`) when `rules` is null.
 *
 * @throws Error when the server does not accept it.
 */
export async function setArcaFaults(baseUrl: string, rules: ArcaFaultRule[] | null): Promise<void> {
  const response = await fetch(`${baseUrl}/sandbox/afip/control/faults`, {
    method: rules ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(rules ? { body: JSON.stringify({ rules }) } : {}),
  });
  if (!response.ok) throw new Error(`faults: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Logs `email` (a demo account, password {@link demoPassword}) in through /login and waits until
 * the app has left /login.
 */
export function logInAs(page: Page, email: string): Promise<void> {
  return logIn(page, email);
}

/** Logs the demo taxpayer in through /login and waits for the home page. */
export function logInAsTaxpayer(page: Page): Promise<void> {
  return logIn(page, demoTaxpayer.email, { landing: /:\d+\/$/ });
}

/**
 * The trigger of the select labelled `label` (a react-aria Select of the UI kit: a button named
 * by its value and then its label, 'Factura C Tipo de comprobante').
 */
export function selectTrigger(page: Page, label: string) {
  return page.getByRole('button', { name: new RegExp(` ${escapeRegExp(label)}$`) });
}

/** Chooses `option` in the select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await selectTrigger(page, label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `PPPPP-NNNNNNNN`, the way the list and the PDF print a voucher number. */
export function voucherNumber(puntoVenta: number, numero: number): string {
  return `${String(puntoVenta).padStart(5, '0')}-${String(numero).padStart(8, '0')}`;
}

/**
 * The id of the draft the wizard creates: resolves with `invoiceId` of the next
 * `POST /api/root/invoices` answer. Start it before pressing 'Siguiente' on step 2.
 */
export async function nextCreatedInvoiceId(page: Page): Promise<string> {
  const response = await page.waitForResponse(
    (candidate) =>
      candidate.request().method() === 'POST' &&
      new URL(candidate.url()).pathname === '/api/root/invoices',
  );
  expect(response.status()).toBe(201);
  return ((await response.json()) as { invoiceId: string }).invoiceId;
}

/** Reads an invoice through the API until `isDone` holds (or the test times out). */
export async function waitForInvoice(
  api: ApiClient,
  invoiceId: string,
  isDone: (invoice: Invoice) => boolean,
  options: { timeoutMs?: number } = {},
): Promise<Invoice> {
  let last: Invoice | undefined;
  await expect
    .poll(
      async () => {
        last = await api.call('getInvoice', { params: { id: invoiceId } });
        return isDone(last);
      },
      { timeout: options.timeoutMs ?? 15_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return last as Invoice;
}
