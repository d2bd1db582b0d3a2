import type { EstadoUsuario } from '@liqui/domain';
import { estadoUsuarioLabel } from './estado-usuario-label';
import { badge, tone } from './status-badge.css';

/** The statuses the company dashboard colours (Spec 03 §4), in the spec's order. */
export const companyStatuses = ['ACTIVO', 'INCOMPLETO', 'BAJA', 'INACTIVO', 'BLOQUEADO'] as const;

/**
 * A user's platform status as a coloured pill with its Spanish label (`estadoUsuarioLabel`:
 * 'Activo', 'Incompleto'…, the words `usuarios.csv` writes; issue 24 item 8) in the colours of
 * Spec 03 §4: ACTIVO green, INCOMPLETO grey, BAJA red, INACTIVO orange, BLOQUEADO yellow; other
 * values (PENDIENTE_REVISION, BAJA_PROGRAMADA) grey; no status '—'.
 */
export function StatusBadge({ status }: { readonly status: EstadoUsuario | null | undefined }) {
  if (!status) return <span>—</span>;
  const variant = (companyStatuses as readonly string[]).includes(status)
    ? (status as (typeof companyStatuses)[number])
    : 'other';
  return <span className={`${badge} ${tone[variant]}`}>{estadoUsuarioLabel(status)}</span>;
}
