import { type Company, formatCuit, messages, normalizeCuit } from '@liqui/domain';
import {
  Button,
  Card,
  type DataColumn,
  DataTable,
  Inline,
  Stack,
  Text,
  TextField,
} from '@liqui/ui';
import { useState } from 'react';
import { useApiQuery } from '../../session/api-query';
import { BatchTool } from '../../shared/batches/batch-tool';
import { PageHeading } from '../../shared/page-heading';
import { QueryBoundary } from '../../shared/query-boundary';

const title = 'Facturación masiva';

/** Whether a company matches the typed search (CUIT digits, razón social or display name). */
export function companyMatches(company: Company, typed: string): boolean {
  const text = typed.trim().toLowerCase();
  if (text === '') return true;
  const digits = text.replace(/\D/g, '');
  return (
    (digits !== '' && company.cuit.includes(digits)) ||
    company.razon_social.toLowerCase().includes(text) ||
    (company.display_name ?? '').toLowerCase().includes(text)
  );
}

/**
 * /facturador, the admin's mass invoicing (Spec 03 §2 "Admin" route table, "Invoice batches": the
 * same batch tool as /load-invoices-batch; issue 15 item 3). The admin first picks a company from
 * `GET /root/admindashboard/adminlites/` (a search by CUIT or name, 'Elegir' per row, page sizes
 * 5/10/50), then gets {@link BatchTool} on that company's batches
 * (`GET /root/batch/admin/{userId}`), the receiver CUIT editable: a batch's receiver user id is
 * the company with that CUIT (Spec 03 §4). 'Cambiar empresa' goes back to the choice.
 */
export function FacturadorPage() {
  const companies = useApiQuery('listCompanies', []);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Company | null>(null);
  const all = companies.data ?? [];

  const byCuit = (cuit: string) => all.find((company) => company.cuit === normalizeCuit(cuit));

  if (chosen !== null) {
    return (
      <>
        <PageHeading title={title} />
        <Stack space="large">
          <Inline space="small" alignY="center">
            <Text weight="strong">{`Empresa: ${chosen.razon_social} (${formatCuit(chosen.cuit)})`}</Text>
            <Button variant="secondary" size="small" onPress={() => setChosen(null)}>
              Cambiar empresa
            </Button>
          </Inline>
          <BatchTool
            key={chosen.user_id}
            company={chosen}
            scope={{ kind: 'company', userId: chosen.user_id }}
            isCuitEditable
            receiverUserIdOf={(cuit) => byCuit(cuit)?.user_id ?? null}
            receiverEmailOf={(cuit) => byCuit(cuit)?.email ?? null}
          />
        </Stack>
      </>
    );
  }

  const columns: DataColumn<Company>[] = [
    {
      id: 'razon',
      title: 'Empresa',
      isRowHeader: true,
      render: (company) => company.display_name || company.razon_social,
    },
    { id: 'cuit', title: 'CUIT', render: (company) => formatCuit(company.cuit) },
    {
      id: 'elegir',
      title: 'Acciones',
      render: (company) => (
        <Button
          size="small"
          variant="secondary"
          aria-label={`Elegir ${company.razon_social}`}
          onPress={() => setChosen(company)}
        >
          Elegir
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={title} />
      <Card title="Elegí una empresa">
        <QueryBoundary
          queries={[companies]}
          loadingLabel="Cargando empresas"
          errorMessage={messages['company.listError']}
        >
          {() => (
            <Stack space="medium">
              <TextField
                label="Buscar empresa"
                description="Por CUIT o nombre."
                value={search}
                onChange={setSearch}
              />
              <DataTable<Company>
                aria-label="Empresas"
                rows={all.filter((company) => companyMatches(company, search))}
                rowKey={(company) => company.user_id}
                columns={columns}
                pageSizeOptions={[5, 10, 50]}
                emptyState="No hay empresas con esa búsqueda."
              />
            </Stack>
          )}
        </QueryBoundary>
      </Card>
    </>
  );
}
