/**
 * The document-control dashboard, /document-control (Spec 03 §2: "placeholder statistics with
 * hard-coded figures"; issue 16 item 7 asks for real ones): cards with the candidates, the
 * documents, the documents awaiting manual review and the extraction accuracy, and two bar charts
 * of the counts by state (`GET /cd/stats`, scoped to the caller's company for an adminLiteDC).
 */
import {
  type CandidateState,
  candidateStateLabels,
  candidateStates,
  type DocumentState,
  documentStateLabels,
  documentStates,
} from '@liqui/domain';
import { Card, PageHeader, Spinner, Stack, Text, Tiles } from '@liqui/ui';
import { useId } from 'react';
import { useApiQuery } from '../../session/api-query';
import { usePageTitle } from '../use-page-title';
import { bar, barFigure, barTrack, bigFigure, chart } from './document-control.css';

const title = 'Control de documentos';

/** A share 0–1 as an es-AR percentage with one decimal ('87,5 %'); '—' when there is none. */
export function formatShare(share: number | null): string {
  if (share === null) return '—';
  return `${(share * 100).toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;
}

function sum(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((total, value) => total + value, 0);
}

/**
 * A horizontal bar chart of counts by state: a description list (label, bar, figure), so a screen
 * reader reads "Aprobado: 3" and the bars are decoration.
 */
function StateBars<State extends string>(props: {
  readonly title: string;
  readonly states: readonly State[];
  readonly labels: Readonly<Record<State, string>>;
  readonly counts: Readonly<Record<State, number>>;
}) {
  const headingId = useId();
  const largest = Math.max(1, ...props.states.map((state) => props.counts[state]));
  return (
    <Card title={props.title} headingLevel={2}>
      <dl className={chart} aria-labelledby={headingId}>
        {props.states.map((state) => (
          <div key={state} style={{ display: 'contents' }}>
            <dt>{props.labels[state]}</dt>
            <dd className={barTrack} aria-hidden="true" style={{ margin: 0 }}>
              <div className={bar} style={{ width: `${(props.counts[state] / largest) * 100}%` }} />
            </dd>
            <dd className={barFigure} style={{ margin: 0 }}>
              {props.counts[state]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The /document-control page (see the module's TSDoc). */
export function DocumentControlDashboardPage() {
  usePageTitle(title);
  const { data: stats } = useApiQuery('getDocumentControlStats', []);
  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      {stats === undefined ? (
        <Spinner label="Cargando estadísticas" isLabelVisible />
      ) : (
        <>
          <Tiles space="medium" minColumnWidth="small">
            <Card title="Candidatos" headingLevel={2}>
              <p className={bigFigure}>{sum(stats.candidatesByState)}</p>
            </Card>
            <Card title="Documentos" headingLevel={2}>
              <p className={bigFigure}>{sum(stats.documentsByState)}</p>
            </Card>
            <Card
              title="Pendientes de revisión manual"
              headingLevel={2}
              description="Revisión Manual o Sin Clasificar"
            >
              <p className={bigFigure}>{stats.awaitingManualReview}</p>
            </Card>
            <Card
              title="Precisión de extracción"
              headingLevel={2}
              description="Campos leídos por el bot que el equipo no corrigió al validar"
            >
              <p className={bigFigure}>{formatShare(stats.extraction.accuracy)}</p>
              <Text size="small" tone="secondary">
                {stats.extraction.unchangedFields} de {stats.extraction.checkedFields} campos
              </Text>
            </Card>
          </Tiles>
          <Tiles space="medium" minColumnWidth="large">
            <StateBars<CandidateState>
              title="Candidatos por estado"
              states={candidateStates}
              labels={candidateStateLabels}
              counts={stats.candidatesByState}
            />
            <StateBars<DocumentState>
              title="Documentos por estado"
              states={documentStates}
              labels={documentStateLabels}
              counts={stats.documentsByState}
            />
          </Tiles>
        </>
      )}
    </Stack>
  );
}
