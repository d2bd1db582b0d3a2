import { hasBackOfficeRole, hasDocumentControlRole, type SessionFlags } from './session-flags';

/**
 * Which login screen the user signed in from: `/login` (`'default'`) or `/login-mp` (`'mp'`,
 * the payment-provider variant) (Spec 01 §2.1, §2.6, §2.7).
 */
export type LoginVariant = 'default' | 'mp';

/** Input of {@link redirectAfterLogin}. */
export type RedirectAfterLoginInput = {
  /** The flags just derived from the login (see `deriveSessionFlags`). */
  readonly flags: SessionFlags;
  /** The login screen used. */
  readonly variant: LoginVariant;
};

/**
 * Computes where a successful login goes (Spec 01 §2.6, §4.1). Precedence, first match wins:
 * 1. role admin or operador (read-only back office) → '/admin';
 * 2. any document-control role (adminDC, adminLiteDC, analistaDC) → '/document-control';
 * 3. role adminLite → '/admin-lite';
 * 4. `tipo_usuario` LITE → '/user-lite';
 * 5. anyone else → '/mp' after the mp login variant, '/' after the default one.
 *
 * Flags that are not signed in (`auth` false, e.g. an MFA challenge still pending) go to
 * '/login': the spec does not cover it; nothing should call this before the login completes.
 *
 * @param input - {@link RedirectAfterLoginInput}.
 * @returns an app path.
 */
export function redirectAfterLogin(input: RedirectAfterLoginInput): string {
  const { flags, variant } = input;
  if (!flags.auth) return '/login';
  if (hasBackOfficeRole(flags)) return '/admin';
  if (hasDocumentControlRole(flags)) return '/document-control';
  if (flags.adminLite) return '/admin-lite';
  if (flags.userLite) return '/user-lite';
  switch (variant) {
    case 'mp':
      return '/mp';
    case 'default':
      return '/';
    default: {
      const unknown: never = variant;
      throw new Error(`Unknown login variant: ${String(unknown)}`);
    }
  }
}
