/**
 * The identity groups a token may carry in `cognito:groups` that the product knows
 * (Spec 01 §6, 03 §6): the one list of staff roles (the contract's `StaffRole` is
 * {@link IdentityGroup}). Other group names are ignored.
 *
 * `operador` is the OPERADOR admin user type of Spec 03 §3 (new admin user form). The spec does
 * not show how OPERADOR differs from ADMIN; decision (issue 14): a read-only back-office role. It
 * opens every admin screen and reads everything an admin reads; the server refuses its writes
 * (403, the contract lists it only on reads) and the UI hides or disables write actions.
 */
export const identityGroups = [
  'admin',
  'operador',
  'adminLite',
  'adminDC',
  'adminLiteDC',
  'analistaDC',
] as const;

/** A known identity group; see {@link identityGroups}. */
export type IdentityGroup = (typeof identityGroups)[number];

/**
 * The identity groups that open the document-control area (Spec 01 §2.5, 03 §6); the contract's
 * document-control calls are for these roles.
 */
export const documentControlGroups = [
  'adminDC',
  'adminLiteDC',
  'analistaDC',
] as const satisfies readonly IdentityGroup[];

/**
 * The user record's `tipo_usuario` (Spec 01 §3, 02 §3). The product uses 'LITE'; 'normal' is the
 * usual other value, and any string the server sends is accepted. Only 'LITE' (exactly, upper
 * case) makes a lite user.
 */
export type TipoUsuario = 'LITE' | 'normal' | (string & {});

/**
 * The role flags of the session state (Spec 01 §3 "Session state", 03 §6): whether a user is
 * signed in, and one boolean per role. `userLite` comes from `tipo_usuario`, the others from
 * identity groups.
 */
export type SessionFlags = {
  readonly auth: boolean;
  readonly admin: boolean;
  /** The read-only back-office role (group `operador`, see {@link identityGroups}). */
  readonly operador: boolean;
  readonly adminLite: boolean;
  readonly userLite: boolean;
  readonly adminDC: boolean;
  readonly adminLiteDC: boolean;
  readonly analistaDC: boolean;
};

/** The flags of a visitor: not signed in, no role (Spec 01 §4.4, after logout or a reset). */
export const signedOutFlags: SessionFlags = Object.freeze({
  auth: false,
  admin: false,
  operador: false,
  adminLite: false,
  userLite: false,
  adminDC: false,
  adminLiteDC: false,
  analistaDC: false,
});

/** What the session knows about the signed-in user: its groups and its `tipo_usuario`. */
export type SessionIdentity = {
  /** The token's `cognito:groups`; unknown names are ignored. */
  readonly groups: readonly string[];
  /** The user record's `tipo_usuario`; absent while the record is not loaded. */
  readonly tipoUsuario?: TipoUsuario | null;
};

function hasGroup(groups: readonly string[], group: IdentityGroup): boolean {
  return groups.includes(group);
}

/**
 * Computes the flags of a successful login (Spec 01 §4.1, §6): `auth` true, each role flag true
 * when its group is among `groups` (exact, case-sensitive names; unknown groups ignored), and
 * `userLite` true when `tipoUsuario` is exactly 'LITE'.
 *
 * @param identity - {@link SessionIdentity}.
 * @returns the signed-in {@link SessionFlags}.
 */
export function deriveSessionFlags(identity: SessionIdentity): SessionFlags {
  const { groups, tipoUsuario } = identity;
  return {
    auth: true,
    admin: hasGroup(groups, 'admin'),
    operador: hasGroup(groups, 'operador'),
    adminLite: hasGroup(groups, 'adminLite'),
    userLite: tipoUsuario === 'LITE',
    adminDC: hasGroup(groups, 'adminDC'),
    adminLiteDC: hasGroup(groups, 'adminLiteDC'),
    analistaDC: hasGroup(groups, 'analistaDC'),
  };
}

/** The part of the persisted session state that decides how it is restored (Spec 01 §3, §4.4). */
export type StoredSessionState = {
  /** Whether the stored state was signed in. */
  readonly auth: boolean;
  /** Whether a call was in flight when the state was saved (the page reloaded mid-call). */
  readonly calling?: boolean;
};

/**
 * Restores the flags on load from the state persisted in local storage (Spec 01 §4.4, 03 §6, §9):
 *
 * - a state saved in the middle of a call (`calling: true`) is reset to not authenticated:
 *   {@link signedOutFlags};
 * - a state that was not authenticated stays signed out;
 * - an authenticated state is recomputed from the current identity: `admin` and `adminLite` from
 *   the groups, `userLite` from `tipo_usuario` 'LITE' (as the spec says), and also `operador` and
 *   the three document-control flags from the groups. The spec names only admin/adminLite/userLite; we
 *   recompute the DC flags as well so a role removed from the user takes effect on reload
 *   instead of surviving in local storage (the groups are the source of truth, ARCHITECTURE).
 *
 * @param stored - the persisted {@link StoredSessionState}.
 * @param identity - the current session's groups and the stored user's `tipo_usuario`.
 * @returns the {@link SessionFlags} to start with.
 */
export function restoreSessionFlags(
  stored: StoredSessionState,
  identity: SessionIdentity,
): SessionFlags {
  if (stored.calling === true || !stored.auth) return signedOutFlags;
  return deriveSessionFlags(identity);
}

/**
 * Whether the flags include a document-control role: adminDC, adminLiteDC or analistaDC
 * (Spec 01 §2.5, 03 §6). Which of them may do what inside the area is not shown in the spec;
 * any one opens all of it.
 *
 * @param flags - the session's {@link SessionFlags}.
 * @returns `true` when at least one DC flag is set.
 */
export function hasDocumentControlRole(
  flags: Pick<SessionFlags, 'adminDC' | 'adminLiteDC' | 'analistaDC'>,
): boolean {
  return flags.adminDC || flags.adminLiteDC || flags.analistaDC;
}

/**
 * Whether the flags open the admin back office: role admin, or the read-only role operador
 * (Spec 03 §2 "admin-only routes", §6; see {@link identityGroups} for the OPERADOR decision).
 *
 * @param flags - the session's {@link SessionFlags}.
 * @returns true for admin or operador.
 */
export function hasBackOfficeRole(flags: SessionFlags): boolean {
  return flags.admin || flags.operador;
}

/**
 * Whether the session may read the back office but not change it: the read-only role operador
 * without admin (issue 14 item 3). Admin screens hide or disable their write actions then; the
 * server refuses the writes anyway (403).
 *
 * @param flags - the session's {@link SessionFlags}.
 * @returns true for operador without admin.
 */
export function isReadOnlyBackOffice(flags: Pick<SessionFlags, 'admin' | 'operador'>): boolean {
  return flags.operador && !flags.admin;
}
