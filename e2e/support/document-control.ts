import type { Page } from '@playwright/test';
import { chooseOption } from './invoices';
import { expect } from './test';

/**
 * Creates a candidate of Envíos Ya S.A. with last name 'Prueba' and document `numberDoc` through
 * /candidates (as a document-control user already signed in); stays on its page.
 */
export async function createCandidate(page: Page, numberDoc: string): Promise<void> {
  await page.goto('/candidates');
  await page.getByRole('button', { name: 'Crear' }).click();
  await page.getByLabel('Nro. Documento').fill(numberDoc);
  await page.getByLabel('Apellido').fill('Prueba');
  await page.getByLabel('Teléfono').fill('+5491155550123');
  await chooseOption(page, 'Empresa', 'Envíos Ya S.A.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Candidato actualizado')).toBeVisible();
}
