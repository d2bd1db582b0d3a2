import { Tag } from '@liqui/ui';
import { isSandboxed } from '../config';
import { useAppConfig } from '../config-context';

/**
 * The "modo prueba" tag the shells show while any integration (identity, ARCA, Mercado Pago)
 * runs against its sandbox (ARCHITECTURE.md "Sandboxes say so on screen"); nothing otherwise.
 */
export function SandboxTag() {
  return isSandboxed(useAppConfig()) ? <Tag tone="caution">modo prueba</Tag> : null;
}
