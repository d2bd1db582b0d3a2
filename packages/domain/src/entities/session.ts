/**
 * The session state the web app keeps in the browser's local storage, validated when it is read
 * back (a corrupt or foreign value is discarded). Source: Spec 01 §3 ("Session state") and §4.4.
 */
import { boolean, type Infer, nullable, optional, string, type } from 'superstruct';

/**
 * The signed-in identity as the identity client reports it (`username`, `userId`); a `type`
 * struct, so the client's other keys pass. Source: Spec 01 §3 (`user`).
 */
export const SessionUser = type({
  username: string(),
  userId: optional(string()),
});
/** The signed-in identity (see the {@link SessionUser} struct). */
export type SessionUser = Infer<typeof SessionUser>;

/**
 * The session state.
 *
 * - `auth`: signed in (false while an MFA challenge is pending). `calling`: a call was in flight
 *   (a state stored with `calling` true is reset to signed out on reload). `fetchingStatus`:
 *   decision, free text for the loading phase (e.g. `idle`), optional.
 * - `user`: the identity, `null` when signed out.
 * - Role flags from the token's groups: `admin`, `adminLite`, `adminDC`, `adminLiteDC`,
 *   `analistaDC`; `userLite` from `tipo_usuario` LITE.
 * - `user_data`: the part of the user record the shell needs (`tipo_usuario`), `null` before it
 *   is read.
 *
 * Source: Spec 01 §3 and §4.4, Spec 03 §6.
 */
export const SessionState = type({
  auth: boolean(),
  calling: boolean(),
  fetchingStatus: optional(nullable(string())),
  user: nullable(SessionUser),
  admin: boolean(),
  adminLite: boolean(),
  userLite: boolean(),
  adminDC: boolean(),
  adminLiteDC: boolean(),
  analistaDC: boolean(),
  user_data: nullable(type({ tipo_usuario: optional(nullable(string())) })),
});
/** The stored session state (see the {@link SessionState} struct). */
export type SessionState = Infer<typeof SessionState>;
