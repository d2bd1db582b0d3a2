import { formatMessage } from '@liqui/domain';
import type { Db } from '../../db/client.js';
import type { FileStore, StoredFileStream } from '../../integrations/blob/index.js';
import type { Principal } from '../../principal.js';
import { notFound } from '../../service-error.js';
import { batchZipKey } from './files.js';
import { getZipStatus } from './get-zip-status.js';

/**
 * `GET /root/batch/{batchId}/zip/file` (contract `downloadBatchZip`; Spec 03 §4 "ZIP flow"): the
 * stored ZIP as a stream (with its size in bytes), once `ready`.
 *
 * @throws ServiceError `not_found` 'No se pudo leer el Lote'; `not_found` 'Archivo .zip no
 *   encontrado' while it is not ready or not in the file store.
 */
export async function openZip(
  deps: { db: Db; files: Pick<FileStore, 'getStream'> },
  input: { principal: Principal; batchId: string },
): Promise<StoredFileStream> {
  const status = await getZipStatus(deps, input);
  const file =
    status.estado === 'ready' ? await deps.files.getStream(batchZipKey(input.batchId)) : undefined;
  if (!file) throw notFound(formatMessage('zip.notFound'));
  return file;
}
