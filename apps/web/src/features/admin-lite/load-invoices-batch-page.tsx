import { messages, normalizeCuit } from '@liqui/domain';
import { Alert, Spinner } from '@liqui/ui';
import { BatchTool } from '../../shared/batches/batch-tool';
import { PageHeading } from '../../shared/page-heading';
import { useOwnCompany } from './own-company';

const title = 'Facturación masiva';

/**
 * /load-invoices-batch, the company's invoice batches (Spec 03 §2 "Invoice batches", menu
 * Facturación masiva; issue 15 item 3): the shared {@link BatchTool} on the company's own
 * batches (`GET /root/batch`), the receiver CUIT its own and read-only (the server accepts only
 * its own), the receiver's user id its own.
 */
export function LoadInvoicesBatchPage() {
  const { company, error } = useOwnCompany();
  if (company === undefined) {
    return (
      <>
        <PageHeading title={title} />
        {error ? (
          <Alert tone="critical">{messages['company.listError']}</Alert>
        ) : (
          <Spinner label="Cargando empresa" isLabelVisible />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} />
      <BatchTool
        company={company}
        scope={{ kind: 'own' }}
        isCuitEditable={false}
        receiverUserIdOf={(cuit) => (normalizeCuit(cuit) === company.cuit ? company.user_id : null)}
        receiverEmailOf={() => company.email ?? null}
      />
    </>
  );
}
