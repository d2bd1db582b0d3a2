import {
  type AdminLiteUserRelation,
  COMPANY_RELATIONSHIPS_PAGE_SIZE,
  type CompanyStats,
  type EstadoUsuario,
  formatArs,
  formatCuit,
  formatDecimal,
  messages,
} from '@liqui/domain';
import {
  Button,
  Card,
  Checkbox,
  type DataColumn,
  DataTable,
  Fieldset,
  Form,
  Inline,
  Spinner,
  Stack,
  Text,
  TextField,
  Tiles,
  useToast,
} from '@liqui/ui';
import { type Dispatch, type FormEvent, type SetStateAction, useMemo, useState } from 'react';
import { useApi } from '../../session/api-context';
import { useApiPages, useApiQuery } from '../../session/api-query';
import { PageHeading } from '../../shared/page-heading';
import { QueryBoundary } from '../../shared/query-boundary';
import { breakAnywhere, noWrap } from '../../shared/text.css';
import { type CollaboratorFilter, downloadCollaboratorsCsv } from './collaborators-csv';
import { useOwnCompany } from './own-company';
import { companyStatuses, StatusBadge } from './status-badge';

const title = 'General';

/** The text filters, one per column but status (Spec 03 §2), with their labels. */
const textFilters = [
  { name: 'cuitUsuario', label: 'CUIT' },
  { name: 'emailUsuario', label: 'Usuario' },
  { name: 'apellidoUsuario', label: 'Apellido' },
  { name: 'nombreUsuario', label: 'Nombre' },
  { name: 'codigo', label: 'Código' },
] as const;

type TextFilterName = (typeof textFilters)[number]['name'];
type TextValues = Record<TextFilterName, string>;

const emptyTexts: TextValues = {
  cuitUsuario: '',
  emailUsuario: '',
  apellidoUsuario: '',
  nombreUsuario: '',
  codigo: '',
};

/** The query of the typed texts and chosen statuses (empty ones left out). */
function filterOf(texts: TextValues, statuses: readonly EstadoUsuario[]): CollaboratorFilter {
  const filter: Record<string, unknown> = {};
  for (const { name } of textFilters) {
    const value = texts[name].trim();
    if (value !== '') filter[name] = value;
  }
  if (statuses.length > 0) filter.estado = statuses;
  return filter as CollaboratorFilter;
}

/** The columns of the users table (Spec 03 §2): CUIT, user, surname, name, code, status, Edit. */
const columns: readonly DataColumn<AdminLiteUserRelation>[] = [
  {
    id: 'cuit',
    title: 'CUIT',
    render: (row) => (
      <span className={noWrap}>{row.cuitUsuario ? formatCuit(row.cuitUsuario) : '—'}</span>
    ),
  },
  {
    id: 'usuario',
    title: 'Usuario',
    isRowHeader: true,
    render: (row) => <span className={breakAnywhere}>{row.emailUsuario}</span>,
  },
  { id: 'apellido', title: 'Apellido', render: (row) => row.apellidoUsuario ?? '—' },
  { id: 'nombre', title: 'Nombre', render: (row) => row.nombreUsuario ?? '—' },
  { id: 'codigo', title: 'Código', render: (row) => row.codigo ?? '—' },
  { id: 'estado', title: 'Estado', render: (row) => <StatusBadge status={row.estadoUsuario} /> },
  {
    id: 'editar',
    title: 'Acciones',
    render: (row) => (
      <Button
        size="small"
        variant="secondary"
        isDisabled
        aria-label={`Editar ${row.emailUsuario} (no disponible para empresas)`}
      >
        Editar
      </Button>
    ),
  },
];

/** One figure card: a title and a large value. */
function Figure({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Card title={label} headingLevel={2}>
      <Text size="large" weight="strong">
        {value}
      </Text>
    </Card>
  );
}

/**
 * The dashboard's figure cards (Liqui, issue 15 item 1): active users (the spec's counter), then
 * the spec's three placeholders made real — collaborators invoicing this month, the amount
 * invoiced to the company this month ($ 1.234,56), invoices pending or rejected this month —
 * from `GET /root/admindashboard/relationship/stats/{cuit}`.
 */
function Figures({ stats }: { readonly stats: CompanyStats | undefined }) {
  if (stats === undefined) return <Spinner label="Cargando cifras" isLabelVisible />;
  return (
    <Tiles space="medium" minColumnWidth="small">
      <Figure
        label="Usuarios activos"
        value={`${formatDecimal(stats.activos)} de ${formatDecimal(stats.colaboradores)}`}
      />
      <Figure label="Facturando este mes" value={formatDecimal(stats.facturandoEsteMes)} />
      <Figure label="Facturado a la empresa este mes" value={formatArs(stats.montoEsteMesCents)} />
      <Figure
        label="Facturas pendientes o rechazadas"
        value={formatDecimal(stats.pendientesORechazadas)}
      />
    </Tiles>
  );
}

/**
 * /admin-lite, the company's general dashboard (Spec 03 §2 "General dashboard", §3, §4 colours,
 * §7; issue 15 item 1).
 *
 * - Figure cards ({@link Figures}).
 * - The users linked to the company's own CUIT: CUIT, user (e-mail), surname, first name, code,
 *   status (coloured pill with its text) and an Edit button that stays disabled (the spec: a
 *   company does not edit users). Page sizes 5/10/20/50/100, default 5; the pager hides with one
 *   page.
 * - Filters: a text filter per column but status, applied with 'Buscar' (or Enter) and cleared
 *   with 'Limpiar'; the status filter, a group of checkboxes (any of the marked statuses),
 *   applies at once. Decision: the server filters (a company can have thousands of
 *   collaborators; the list arrives in pages of 200 by cursor, 'Cargar más usuarios' while there
 *   are more), so the table, its count and the CSV always agree.
 * - 'Descargar usuarios.csv': every row the filters match, read page by page from the server,
 *   written for an es-AR Excel with the values the table shows (`writeCollaboratorsCsv`: `;`,
 *   BOM, Spanish headers, CUIT with dashes, status labels; cells neutralised against formula
 *   injection), which the bulk upload reads back (issue 24 item 8). A failed read: 'Ocurrio un
 *   error'.
 */
export function AdminLiteDashboardPage() {
  const { company, error: companyError } = useOwnCompany();
  const cuit = company?.cuit;
  const [typed, setTyped] = useState<TextValues>(emptyTexts);
  const [applied, setApplied] = useState<TextValues>(emptyTexts);
  const [statuses, setStatuses] = useState<EstadoUsuario[]>([]);
  const filter = useMemo(() => filterOf(applied, statuses), [applied, statuses]);
  const stats = useApiQuery('getCompanyStats', cuit === undefined ? null : [{ params: { cuit } }]);
  const list = useCollaboratorPages(cuit, filter);
  const { total } = list;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied(typed);
  };
  const onClear = () => {
    setTyped(emptyTexts);
    setApplied(emptyTexts);
    setStatuses([]);
  };
  const { isDownloading, download } = useCollaboratorsDownload(cuit, filter);

  return (
    <>
      <PageHeading title={title} />
      <QueryBoundary
        queries={[{ data: company, error: companyError }]}
        loadingLabel="Cargando empresa"
        errorMessage={messages['company.listError']}
      >
        {([own]) => (
          <Stack space="large">
            <Figures stats={stats.data} />
            <Card
              title={`Usuarios de ${own.razon_social}`}
              description={
                total === undefined
                  ? undefined
                  : `${formatDecimal(total)} ${total === 1 ? 'usuario' : 'usuarios'} con estos filtros`
              }
              actions={
                <Button
                  variant="secondary"
                  size="small"
                  isPending={isDownloading}
                  onPress={() => void download()}
                >
                  Descargar usuarios.csv
                </Button>
              }
            >
              <Stack space="medium">
                <CollaboratorFilters
                  typed={typed}
                  onTypedChange={setTyped}
                  statuses={statuses}
                  onStatusesChange={setStatuses}
                  onSearch={onSearch}
                  onClear={onClear}
                />
                <CollaboratorList list={list} />
              </Stack>
            </Card>
          </Stack>
        )}
      </QueryBoundary>
    </>
  );
}

/**
 * The company's collaborators matching `filter`, paged by the server's cursor
 * (`GET /root/admindashboard/relationship/{cuit}`): the rows read so far, the filter's total,
 * whether more pages remain and `loadMore`. Nothing is read while the company loads.
 */
function useCollaboratorPages(cuit: string | undefined, filter: CollaboratorFilter) {
  const pages = useApiPages('listCompanyRelationships', COMPANY_RELATIONSHIPS_PAGE_SIZE, {
    params: cuit === undefined ? {} : { cuit },
    filter: cuit === undefined ? null : filter,
  });
  const rows = useMemo(() => pages.data?.flatMap((page) => page.relationships), [pages.data]);
  const error: unknown = pages.error;
  return {
    rows,
    error,
    total: pages.data?.[0]?.total,
    hasMore: pages.data !== undefined && (pages.data.at(-1)?.last ?? null) !== null,
    isLoadingMore: pages.isValidating,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}

/**
 * 'Usuarios de la empresa' ('Cargando usuarios', 'Error obteniendo usuarios', 'No hay usuarios
 * con estos filtros.') and 'Cargar más usuarios' while the server has more.
 */
function CollaboratorList({ list }: { readonly list: ReturnType<typeof useCollaboratorPages> }) {
  return (
    <>
      <QueryBoundary
        queries={[{ data: list.rows, error: list.error }]}
        loadingLabel="Cargando usuarios"
        errorMessage={messages['users.loadError']}
      >
        {([listed]) => (
          <DataTable<AdminLiteUserRelation>
            aria-label="Usuarios de la empresa"
            rows={listed}
            rowKey={(row) => row.user_id}
            columns={columns}
            pageSizeOptions={[5, 10, 20, 50, 100]}
            defaultPageSize={5}
            density="compact"
            cardsBelow="lg"
            emptyState="No hay usuarios con estos filtros."
          />
        )}
      </QueryBoundary>
      {list.hasMore ? (
        <Inline space="small">
          <Button variant="secondary" isPending={list.isLoadingMore} onPress={list.loadMore}>
            Cargar más usuarios
          </Button>
        </Inline>
      ) : null}
    </>
  );
}

/**
 * 'Descargar usuarios.csv' (issue 15 item 6): every collaborator matching `filter` written for an
 * es-AR Excel; a failed read says 'Error obteniendo usuarios'. Nothing while the company loads.
 */
function useCollaboratorsDownload(cuit: string | undefined, filter: CollaboratorFilter) {
  const api = useApi();
  const toast = useToast();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    if (cuit === undefined) return;
    setDownloading(true);
    try {
      await downloadCollaboratorsCsv(api, cuit, filter);
    } catch {
      toast.show({ tone: 'critical', message: messages['users.loadError'] });
    } finally {
      setDownloading(false);
    }
  };
  return { isDownloading, download };
}

/** 'Filtros de usuarios': the text filters, the status boxes, 'Buscar' and 'Limpiar'. */
function CollaboratorFilters({
  typed,
  onTypedChange,
  statuses,
  onStatusesChange,
  onSearch,
  onClear,
}: {
  readonly typed: TextValues;
  readonly onTypedChange: Dispatch<SetStateAction<TextValues>>;
  readonly statuses: readonly EstadoUsuario[];
  readonly onStatusesChange: Dispatch<SetStateAction<EstadoUsuario[]>>;
  readonly onSearch: (event: FormEvent<HTMLFormElement>) => void;
  readonly onClear: () => void;
}) {
  return (
    <Form aria-label="Filtros de usuarios" onSubmit={onSearch}>
      <Stack space="medium">
        <Tiles space="small" minColumnWidth="small">
          {textFilters.map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
              value={typed[name]}
              onChange={(value) => onTypedChange((current) => ({ ...current, [name]: value }))}
            />
          ))}
        </Tiles>
        <Fieldset legend="Estado" size="small">
          <Inline space="small">
            {companyStatuses.map((status) => (
              <Checkbox
                key={status}
                label={<StatusBadge status={status} />}
                isSelected={statuses.includes(status)}
                onChange={(isSelected) =>
                  onStatusesChange((current) =>
                    isSelected ? [...current, status] : current.filter((value) => value !== status),
                  )
                }
              />
            ))}
          </Inline>
        </Fieldset>
        <Inline space="small">
          <Button type="submit">Buscar</Button>
          <Button variant="secondary" onPress={onClear}>
            Limpiar
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
