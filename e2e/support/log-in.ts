import { expect, type Page } from '@playwright/test';
import { demoPassword } from './identity';

/** How {@link submitLogin} and {@link logIn} log in. */
export type LogInOptions = {
  /**
   * The account's password.
   * @default demoPassword (every demo account's)
   */
  readonly password?: string;
  /**
   * The login screen (spec 01 §2.1): '/login', '/login-mp' or '/login-dc'.
   * @default '/login'
   */
  readonly path?: string;
};

/**
 * Opens the login screen, fills in `email` and the password and presses 'Ingresar' with the
 * mouse. Waits for nothing after that: for the journeys that check what a login answers (an
 * error, a challenge, a redirect). A keyboard-only login is `logInWithKeyboard` (`payments.ts`).
 */
export async function submitLogin(
  page: Page,
  email: string,
  { password = demoPassword, path = '/login' }: LogInOptions = {},
): Promise<void> {
  await page.goto(path);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^contraseña/i).fill(password);
  await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
}

/**
 * Logs `email` in through the login screen ({@link submitLogin}) and waits until the app lands
 * on `landing` or, without one, until it has left the login screen.
 */
export async function logIn(
  page: Page,
  email: string,
  options: LogInOptions & { readonly landing?: RegExp } = {},
): Promise<void> {
  await submitLogin(page, email, options);
  if (options.landing === undefined) {
    await expect(page).not.toHaveURL(/\/login(-mp|-dc)?(\?.*)?$/);
  } else {
    await expect(page).toHaveURL(options.landing);
  }
}
