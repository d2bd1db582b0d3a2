/**
 * The document list, /documents (Spec 03 §2 "Documents"; §9 page sizes 20/35/50, default 20):
 * every document in the caller's scope, newest first, loaded from the server by pages of
 * `rowsPerRequest` with 'Cargar más documentos' while there are more.
 */
import { Button, Card, PageHeader, Spinner, Stack } from '@liqui/ui';
import { useMemo } from 'react';
import { usePageTitle } from '../use-page-title';
import { DocumentTable } from './document-table';
import { useDocumentPages } from './use-cursor-list';

const title = 'Documentos';

/** The /documents page (see the module's TSDoc). */
export function DocumentsPage() {
  usePageTitle(title);
  const pages = useDocumentPages({});
  const rows = useMemo(() => pages.data?.flatMap((page) => page.rows), [pages.data]);
  const hasMore = pages.data?.at(-1)?.last != null;
  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <Card title="Documentos" headingLevel={2}>
        {rows === undefined ? (
          <Spinner label="Cargando documentos" isLabelVisible />
        ) : (
          <>
            <DocumentTable rows={rows} label="Lista de documentos" />
            {hasMore ? (
              <Button variant="secondary" onPress={() => pages.setSize(pages.size + 1)}>
                Cargar más documentos
              </Button>
            ) : null}
          </>
        )}
      </Card>
    </Stack>
  );
}
