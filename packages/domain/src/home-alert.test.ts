import { describe, expect, it } from 'vitest';
import {
  decideHomeAlert,
  decideHomeRedirect,
  type HomeUserStatuses,
  homeAlertContent,
  homeAlertKinds,
  pendingRecordRefreshMs,
  showsInvalidKeyAlert,
  userRecordRefreshMs,
} from './home-alert';
import { messages } from './messages';
import { estadosClaveFiscal, estadosMonotributo, estadosPago, estadosUsuario } from './statuses';

const photos = { foto_dni_fr: true, foto_dni_tr: true, foto_rostro: true } as const;
const active: HomeUserStatuses = {
  ...photos,
  estado_pago: 'ACTIVO',
  estado_usuario: 'ACTIVO',
  estado_monotributo: 'ACTIVO',
  estado_clave_fiscal: 'ACTIVO',
  baja: false,
  plan: 'Plus',
  plan_id: 'plus',
};
const alertOf = (user: HomeUserStatuses) => decideHomeAlert({ user, isCompanyAdmin: false });

/** The spec's precedence written out once, independently of the implementation. */
function expectedAlert(user: HomeUserStatuses) {
  if (!(user.foto_dni_fr && user.foto_dni_tr && user.foto_rostro)) return 'missingPhotos';
  if (['VENCIDO', 'INACTIVO'].includes(user.estado_pago ?? '') || user.baja) return 'planEnded';
  if (user.estado_pago === 'PAGO_EN_PROCESO') return 'paymentPending';
  const review =
    user.estado_usuario === 'PENDIENTE_REVISION' ||
    user.estado_monotributo === 'PENDIENTE_REVISION' ||
    user.estado_monotributo === 'HACER_ALTA';
  if (review && user.estado_clave_fiscal !== 'ERROR_CLAVE_INVALIDA') return 'altaInProgress';
  if (review) return 'loadClaveFiscal';
  if (user.estado_usuario === 'BLOQUEADO') return 'blocked';
  return null;
}

describe('decideHomeAlert (Spec 02 §2 blocking alerts)', () => {
  it('shows the charts (null) for an active user with its photos', () => {
    expect(alertOf(active)).toBeNull();
  });

  it.each([
    ['missingPhotos', { ...active, foto_rostro: false }],
    ['missingPhotos', { ...active, foto_dni_tr: null }],
    ['planEnded', { ...active, estado_pago: 'VENCIDO' }],
    ['planEnded', { ...active, estado_pago: 'INACTIVO' }],
    ['planEnded', { ...active, baja: true }],
    ['paymentPending', { ...active, estado_pago: 'PAGO_EN_PROCESO' }],
    ['altaInProgress', { ...active, estado_monotributo: 'HACER_ALTA' }],
    ['altaInProgress', { ...active, estado_usuario: 'PENDIENTE_REVISION' }],
    [
      'loadClaveFiscal',
      { ...active, estado_monotributo: 'HACER_ALTA', estado_clave_fiscal: 'ERROR_CLAVE_INVALIDA' },
    ],
    ['blocked', { ...active, estado_usuario: 'BLOQUEADO' }],
  ] as const)('shows %s', (kind, user) => {
    expect(alertOf(user)).toBe(kind);
  });

  it('follows the order of precedence: photos before plan before payment before alta before blocked', () => {
    const everything = {
      estado_pago: 'VENCIDO',
      estado_usuario: 'BLOQUEADO',
      estado_monotributo: 'HACER_ALTA',
    };
    expect(alertOf({ ...everything })).toBe('missingPhotos');
    expect(alertOf({ ...photos, ...everything })).toBe('planEnded');
    expect(alertOf({ ...photos, ...everything, estado_pago: 'PAGO_EN_PROCESO' })).toBe(
      'paymentPending',
    );
    expect(alertOf({ ...photos, ...everything, estado_pago: 'ACTIVO' })).toBe('altaInProgress');
    expect(
      alertOf({ ...photos, ...everything, estado_pago: 'ACTIVO', estado_monotributo: 'ACTIVO' }),
    ).toBe('blocked');
  });

  it('agrees with the written-out precedence over every combination of statuses', () => {
    let checked = 0;
    for (const estado_pago of [...estadosPago, null])
      for (const estado_usuario of [...estadosUsuario, null])
        for (const estado_monotributo of [...estadosMonotributo, null])
          for (const estado_clave_fiscal of [...estadosClaveFiscal, null])
            for (const baja of [true, false]) {
              const user = {
                ...photos,
                estado_pago,
                estado_usuario,
                estado_monotributo,
                estado_clave_fiscal,
                baja,
              };
              expect(alertOf(user)).toBe(expectedAlert(user));
              checked++;
            }
    expect(checked).toBe(7 * 8 * 17 * 6 * 2);
  });

  it('shows nothing to a company admin, whatever its statuses', () => {
    expect(
      decideHomeAlert({ user: { estado_usuario: 'BLOQUEADO' }, isCompanyAdmin: true }),
    ).toBeNull();
  });

  it('has the spec texts and links for every alert', () => {
    expect(homeAlertKinds.map((kind) => messages[homeAlertContent[kind].title])).toEqual([
      'Debés cargar tus fotos',
      'Tu Plan ha terminado',
      'Tu pago no se acreditó',
      'Estamos trabajando en tu alta',
      'Debes cargar tu clave fiscal',
      'Usuario Bloqueado',
    ]);
    expect(homeAlertContent.missingPhotos.link?.href).toBe('/micuenta');
    expect(homeAlertContent.planEnded.link).toEqual({ href: '/mejorar-plan', label: 'Mi Plan' });
  });
});

describe('showsInvalidKeyAlert (Spec 02 §2 ERROR_CLAVE_INVALIDA alert)', () => {
  const keyError = { ...active, estado_clave_fiscal: 'ERROR_CLAVE_INVALIDA' };
  it('shows for an invalid key over the charts', () => {
    expect(showsInvalidKeyAlert({ user: keyError, isCompanyAdmin: false })).toBe(true);
  });
  it('does not repeat the blocking "Debes cargar tu clave fiscal"', () => {
    const user = { ...keyError, estado_monotributo: 'HACER_ALTA' };
    expect(showsInvalidKeyAlert({ user, isCompanyAdmin: false })).toBe(false);
  });
  it('does not show for a valid key or a company admin', () => {
    expect(showsInvalidKeyAlert({ user: active, isCompanyAdmin: false })).toBe(false);
    expect(showsInvalidKeyAlert({ user: keyError, isCompanyAdmin: true })).toBe(false);
  });
});

describe('decideHomeRedirect (Spec 02 §2 after loading)', () => {
  const go = (user: HomeUserStatuses, variant?: 'default' | 'mp') =>
    decideHomeRedirect({ user, isCompanyAdmin: false, ...(variant ? { variant } : {}) });

  it('stays for a user with a plan and an active key', () => {
    expect(go(active)).toBeNull();
    expect(go({ ...active, estado_clave_fiscal: 'ERROR_CLAVE_INVALIDA' })).toBeNull();
    expect(go({ ...active, estado_clave_fiscal: 'PENDIENTE_REVISION' })).toBeNull();
  });
  it('sends a user without plan or plan_id to the initial plan, before the key rules', () => {
    expect(go({ ...active, plan: null })).toBe('/initial-plan/0');
    expect(go({ ...active, plan_id: undefined, estado_clave_fiscal: 'CREANDO' })).toBe(
      '/initial-plan/0',
    );
    expect(go({ ...active, plan: '' }, 'mp')).toBe('/initial-plan-mp/0');
  });
  it('sends fiscal key CREANDO to step 12, INACTIVO or none to step 0', () => {
    expect(go({ ...active, estado_clave_fiscal: 'CREANDO' })).toBe('/steps-user/12');
    expect(go({ ...active, estado_clave_fiscal: 'INACTIVO' })).toBe('/steps-user/0');
    expect(go({ ...active, estado_clave_fiscal: null })).toBe('/steps-user/0');
    expect(go({ ...active, estado_clave_fiscal: undefined }, 'mp')).toBe('/steps-user-mp/0');
  });
  it('never redirects a company admin', () => {
    expect(decideHomeRedirect({ user: {}, isCompanyAdmin: true })).toBeNull();
  });
});

describe('userRecordRefreshMs (issue 25 item 2: no stale screens)', () => {
  it('polls while a payment or the alta waits on someone else, never otherwise', () => {
    const of = (user: HomeUserStatuses) => userRecordRefreshMs({ user, isCompanyAdmin: false });
    expect(of({ ...active, estado_pago: 'PAGO_EN_PROCESO' })).toBe(pendingRecordRefreshMs);
    expect(of({ ...active, estado_monotributo: 'HACER_ALTA' })).toBe(pendingRecordRefreshMs);
    expect(of({ ...active, estado_usuario: 'PENDIENTE_REVISION' })).toBe(pendingRecordRefreshMs);
    expect(of(active)).toBe(0);
    expect(of({ ...active, estado_pago: 'VENCIDO' })).toBe(0);
    expect(of({ ...active, foto_rostro: false, estado_monotributo: 'HACER_ALTA' })).toBe(0);
    expect(
      userRecordRefreshMs({
        user: { ...active, estado_pago: 'PAGO_EN_PROCESO' },
        isCompanyAdmin: true,
      }),
    ).toBe(0);
    expect(userRecordRefreshMs(undefined)).toBe(0);
  });
});
