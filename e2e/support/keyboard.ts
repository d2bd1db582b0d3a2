import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only gestures of the journeys (the questionnaire, the payment): Tab to a control,
 * type into a field, answer a yes/no group, press 'Continuar'. No mouse.
 */

/** Presses Tab until `target` has the focus (at most 40 times). */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to `field` and types `text` with the keyboard. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Answers a yes/no group with the keyboard: Tab to it, then Space (Sí) or → (No). */
export async function answerYesNo(page: Page, group: string, answer: 'Sí' | 'No'): Promise<void> {
  const radios = page.getByRole('radiogroup', { name: group });
  await tabTo(page, radios.getByRole('radio', { name: 'Sí' }));
  await page.keyboard.press(answer === 'Sí' ? 'Space' : 'ArrowRight');
  await expect(radios.getByRole('radio', { name: answer })).toBeChecked();
}

/** Tabs to the button named `name` (exactly) and presses Enter. */
export async function pressButton(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** Tab to 'Continuar' and press Enter. */
export async function continueWithKeyboard(page: Page): Promise<void> {
  await pressButton(page, 'Continuar');
}

/** Waits for the questionnaire step whose question is `question` (the page's `<h1>`). */
export async function atStep(page: Page, step: number, question: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/steps-user/${step}(\\?.*)?$`));
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
}

/** A fiscal address as step 17 asks it (issue 25 item 7). */
export type FiscalAddress = {
  readonly direccion: string;
  readonly ciudad: string;
  /** One of the 24 provinces, upper case, as the select lists it (`CORDOBA`). */
  readonly provincia: string;
  readonly cp: string;
};

/**
 * Answers step 17 ('¿Cuál es tu domicilio fiscal?') with the keyboard: the street and number,
 * the city, the province (the select: Enter opens it, typing picks the option, Enter chooses)
 * and the postal code. Does not press 'Continuar'.
 */
export async function answerFiscalAddress(page: Page, address: FiscalAddress): Promise<void> {
  await typeInto(page, page.getByRole('textbox', { name: 'Calle y número' }), address.direccion);
  await typeInto(page, page.getByRole('textbox', { name: 'Ciudad' }), address.ciudad);
  await tabTo(page, page.getByRole('button', { name: /Provincia/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(address.provincia);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: new RegExp(address.provincia) })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'Código postal' }), address.cp);
}
