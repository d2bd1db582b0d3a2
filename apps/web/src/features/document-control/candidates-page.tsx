/**
 * Candidates, /candidates (Spec 03 §2 "Candidates", §4, §9): three steps.
 *
 * - List: card 'Candidatos' with 'Crear' and a table (Nro. Documento, Fecha de creación
 *   DD/MM/YYYY from the Unix time, Email, Nombre, Apellido, Vehículo, Estado and a magnifier
 *   button). Text filters (case-insensitive substring) and a multi-choice state filter apply with
 *   'Buscar' and clear with 'Reset' (English because the spec writes it so, Spec 03 §2; kept as
 *   written, issue 25 item 11); the creation date sorts newest first by default and the
 *   'Fecha de creación' button turns the order. Page sizes 20/35/50, default 20. The server does
 *   the filtering, ordering and paging (`GET /cd/cdcandidate/`): the table shows the rows loaded so
 *   far and 'Cargar más candidatos' asks for the next server page.
 * - Create: the candidate form.
 * - Edit: the candidate form beside its CUIT's situation in ARCA's padrón (issue 16 item 5) and
 *   its documents (each with its expiry warning and 'Abrir' → the document editor), with
 *   'Volver'; going back refreshes the list and clears the selection.
 */
import {
  type Candidate,
  type CandidateState,
  candidateStateLabels,
  candidateStates,
  formatUnixDate,
  vehicleTypeLabels,
} from '@liqui/domain';
import {
  Button,
  Card,
  Checkbox,
  Column,
  Columns,
  type DataColumn,
  DataTable,
  Fieldset,
  Form,
  Inline,
  PageHeader,
  Spinner,
  Stack,
  Tag,
  Text,
  TextField,
  Tiles,
} from '@liqui/ui';
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../session/api-query';
import { usePageTitle } from '../use-page-title';
import { CandidateForm } from './candidate-form';
import { CandidatePadron } from './candidate-padron';
import { nowrap } from './document-control.css';
import { DocumentTable } from './document-table';
import { type CandidateFilters, useCandidatePages } from './use-cursor-list';

const title = 'Candidatos';

/** The page sizes of the candidate table (Spec 03 §9): 20/35/50, default 20. */
export const candidatePageSizes = [20, 35, 50] as const;

type TextFilters = {
  readonly candidate_number_doc: string;
  readonly email: string;
  readonly name: string;
  readonly last_name: string;
};

const noTextFilters: TextFilters = { candidate_number_doc: '', email: '', name: '', last_name: '' };

type Step =
  | { readonly kind: 'list' }
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly candidate: Candidate; readonly isJustCreated?: boolean };

/** The /candidates page (see the module's TSDoc). */
export function CandidatesPage() {
  usePageTitle(title);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [typed, setTyped] = useState<TextFilters>(noTextFilters);
  const [states, setStates] = useState<readonly CandidateState[]>([]);
  const [order, setOrder] = useState<'desc' | 'asc'>('desc');
  const [applied, setApplied] = useState<TextFilters>(noTextFilters);
  const filters = useMemo<CandidateFilters>(() => {
    const chosen: Record<string, string> = {};
    for (const [key, value] of Object.entries(applied)) {
      if (value.trim() !== '') chosen[key] = value.trim();
    }
    return { ...chosen, ...(states.length > 0 ? { state: [...states] } : {}), order };
  }, [applied, states, order]);
  const pages = useCandidatePages(filters);
  const rows = useMemo(() => pages.data?.flatMap((page) => page.rows), [pages.data]);
  const hasMore = pages.data?.at(-1)?.last != null;

  const backToList = () => {
    setStep({ kind: 'list' });
    void pages.mutate();
  };

  if (step.kind === 'create') {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        <CandidateForm
          onSaved={(candidate) => setStep({ kind: 'edit', candidate, isJustCreated: true })}
          onBack={backToList}
        />
      </Stack>
    );
  }
  if (step.kind === 'edit') {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        <Columns space="large" collapseBelow="lg">
          <Column>
            <CandidateForm
              key={step.candidate.candidate_id}
              candidate={step.candidate}
              isJustCreated={step.isJustCreated ?? false}
              onSaved={() => undefined}
              onBack={backToList}
            />
          </Column>
          <Column>
            <Stack space="large">
              <CandidatePadron numberDoc={step.candidate.candidate_number_doc} />
              <CandidateDocuments candidateId={step.candidate.candidate_id} />
            </Stack>
          </Column>
        </Columns>
      </Stack>
    );
  }

  const columns: DataColumn<Candidate>[] = [
    {
      id: 'doc',
      title: 'Nro. Documento',
      isRowHeader: true,
      render: (candidate) => <span className={nowrap}>{candidate.candidate_number_doc}</span>,
    },
    {
      id: 'created',
      title: 'Fecha de creación',
      render: (candidate) => <span className={nowrap}>{formatUnixDate(candidate.created)}</span>,
    },
    {
      // Names (last name first) and the e-mail in one column, so the list fits a laptop's width.
      id: 'candidate',
      title: 'Candidato',
      render: (candidate) => (
        <Stack space="xxsmall">
          <span>
            {[candidate.last_name, candidate.name].filter((part) => part).join(', ') || '—'}
          </span>
          {candidate.email ? (
            <Text tone="secondary" size="small">
              {candidate.email}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'vehicle',
      title: 'Vehículo',
      render: (candidate) => vehicleTypeLabels[candidate.vehicle_type],
    },
    {
      id: 'state',
      title: 'Estado',
      render: (candidate) => <Tag>{candidateStateLabels[candidate.state_candidate]}</Tag>,
    },
    {
      id: 'actions',
      title: 'Acciones',
      render: (candidate) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Ver candidato ${candidate.candidate_number_doc}`}
          onPress={() => setStep({ kind: 'edit', candidate })}
        >
          Ver
        </Button>
      ),
    },
  ];

  const textFilter = (field: keyof TextFilters, label: string) => (
    <TextField
      label={label}
      type="search"
      value={typed[field]}
      onChange={(value) => setTyped({ ...typed, [field]: value })}
    />
  );

  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <Card
        title="Candidatos"
        headingLevel={2}
        actions={<Button onPress={() => setStep({ kind: 'create' })}>Crear</Button>}
      >
        <Form
          aria-label="Filtrar candidatos"
          onSubmit={(event) => {
            event.preventDefault();
            setApplied(typed);
          }}
        >
          <Tiles space="small" minColumnWidth="small">
            {textFilter('candidate_number_doc', 'Nro. Documento')}
            {textFilter('email', 'Email')}
            {textFilter('name', 'Nombre')}
            {textFilter('last_name', 'Apellido')}
          </Tiles>
          <Fieldset legend="Estado" size="small">
            <Tiles space="xsmall" minColumnWidth="small">
              {candidateStates.map((state) => (
                <Checkbox
                  key={state}
                  label={candidateStateLabels[state]}
                  isSelected={states.includes(state)}
                  onChange={(isSelected) =>
                    setStates(
                      isSelected ? [...states, state] : states.filter((chosen) => chosen !== state),
                    )
                  }
                />
              ))}
            </Tiles>
          </Fieldset>
          <Inline space="small">
            <Button type="submit">Buscar</Button>
            <Button
              variant="secondary"
              onPress={() => {
                setTyped(noTextFilters);
                setApplied(noTextFilters);
                setStates([]);
                setOrder('desc');
              }}
            >
              {/* 'Reset': the spec's own word (Spec 03 §2 "Candidates"), kept as written. */}
              Reset
            </Button>
            <Button
              variant="ghost"
              onPress={() => setOrder(order === 'desc' ? 'asc' : 'desc')}
              aria-label={`Ordenar por fecha de creación: ${order === 'desc' ? 'más nuevos primero' : 'más antiguos primero'}`}
            >
              Fecha de creación {order === 'desc' ? '↓' : '↑'}
            </Button>
          </Inline>
        </Form>
        {rows === undefined ? (
          <Spinner label="Cargando candidatos" isLabelVisible />
        ) : (
          <>
            <DataTable<Candidate>
              aria-label="Lista de candidatos"
              rows={rows}
              rowKey={(candidate) => candidate.candidate_id}
              columns={columns}
              pageSizeOptions={candidatePageSizes}
              defaultPageSize={20}
              density="compact"
              emptyState="No hay candidatos."
            />
            {hasMore ? (
              <Button variant="secondary" onPress={() => pages.setSize(pages.size + 1)}>
                Cargar más candidatos
              </Button>
            ) : null}
          </>
        )}
      </Card>
    </Stack>
  );
}

/** The documents of the candidate being edited (`GET /cd/cddocument/{candidateId}`). */
function CandidateDocuments(props: { readonly candidateId: string }) {
  const { data: documents } = useApiQuery('listCandidateDocuments', [
    { params: { candidateId: props.candidateId } },
  ]);
  return (
    <Card title="Documentos del candidato" headingLevel={2}>
      {documents === undefined ? (
        <Spinner label="Cargando documentos" isLabelVisible />
      ) : (
        <DocumentTable rows={documents} label="Lista de documentos del candidato" />
      )}
    </Card>
  );
}
