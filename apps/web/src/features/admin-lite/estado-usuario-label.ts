import { type EstadoUsuario, estadoUsuarioLabels } from '@liqui/domain';

/**
 * A user's platform status (`estado_usuario`, Spec 02 §4, Spec 03 §4) in Spanish words, as the
 * company dashboard shows it and `usuarios.csv` writes it (issue 24 item 8: labels, not the
 * stored codes). The words are the domain's one map, `estadoUsuarioLabels` (issue 25 item 11),
 * shared with the admin screens.
 */
export function estadoUsuarioLabel(estado: EstadoUsuario): string {
  return estadoUsuarioLabels[estado];
}
