import type { EstadoUsuario } from '@liqui/domain';

/**
 * A user's platform status (`estado_usuario`, Spec 02 §4, Spec 03 §4) in Spanish words, as the
 * company dashboard shows it and `usuarios.csv` writes it (issue 24 item 8: labels, not the
 * stored codes): ACTIVO 'Activo', INCOMPLETO 'Incompleto', BAJA 'Baja', INACTIVO 'Inactivo',
 * BLOQUEADO 'Bloqueado', PENDIENTE_REVISION 'Pendiente de revisión', BAJA_PROGRAMADA 'Baja
 * programada'. A new status fails compilation here.
 */
export function estadoUsuarioLabel(estado: EstadoUsuario): string {
  switch (estado) {
    case 'ACTIVO':
      return 'Activo';
    case 'INCOMPLETO':
      return 'Incompleto';
    case 'BAJA':
      return 'Baja';
    case 'INACTIVO':
      return 'Inactivo';
    case 'BLOQUEADO':
      return 'Bloqueado';
    case 'PENDIENTE_REVISION':
      return 'Pendiente de revisión';
    case 'BAJA_PROGRAMADA':
      return 'Baja programada';
    default: {
      const unknown: never = estado;
      return String(unknown);
    }
  }
}
