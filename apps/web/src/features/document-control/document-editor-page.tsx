/**
 * The document editor, /candidates/{candidateId}/documents/{documentId} (Spec 03 §2 "Document
 * editor", §4 "Document editor behaviour", §5 "Document editor", §8; issue 16 item 3).
 *
 * Route decision: the path names the candidate too, so the page reads what exists already (the
 * candidate's documents, `GET /cd/cddocument/{candidateId}`, at most 50) instead of a new
 * one-document call; the documents list and the candidate's documents open it with 'Abrir'.
 */
import { isApiError } from '@liqui/api-client';
import {
  argentineDateOf,
  type Document,
  type DocumentState,
  describeDocumentEvent,
  documentExpiryOf,
  documentFieldLabel,
  documentFieldOfKeyWord,
  documentStateLabels,
  documentStates,
  formatDateTime,
  keyWordsOf,
  messages,
  validateDocumentSave,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Column,
  Columns,
  Form,
  Inline,
  PageHeader,
  Select,
  Spinner,
  Stack,
  Tag,
  Text,
  TextField,
} from '@liqui/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppConfig } from '../../config-context';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import type { PageProps } from '../page';
import { usePageTitle } from '../use-page-title';
import { documentImage, documentViewer, historyItem, historyList } from './document-control.css';
import { type DocumentPicture, isPdfDocument, loadDocumentPicture } from './document-file';
import { documentStateTone, ExpiryTag } from './document-table';

const title = 'Editar documento';

/**
 * The confidence (0–1) under which a value the bot read is highlighted for review: the bot's own
 * threshold (`extractionConfidenceThreshold` of the API, 0.85), below which it sends the document
 * to MANUAL_REVIEW.
 */
export const lowConfidence = 0.85;

const stateOptions = documentStates.map((state) => ({
  id: state,
  label: documentStateLabels[state],
}));

/** The document editor page (see the module's TSDoc). */
export function DocumentEditorPage({ params }: PageProps) {
  usePageTitle(title);
  const candidateId = params.candidateId ?? '';
  const documentId = Number(params.documentId);
  const { data: documents, error } = useApiQuery('listCandidateDocuments', [
    { params: { candidateId } },
  ]);
  const document = documents?.find((each) => each.documentId === documentId);
  const [, navigate] = useLocation();
  /** Saves made on this page: the history is read again after each. */
  const [saves, setSaves] = useState(0);
  const back = () => {
    // Opened from a list of the app: back to it (its filters kept); opened from a link: /documents.
    if (window.history.length > 1) window.history.back();
    else navigate('/documents');
  };

  return (
    <Stack space="large">
      <PageHeader
        title={title}
        titleSize={2}
        actions={
          <Button variant="secondary" onPress={back}>
            Volver
          </Button>
        }
      />
      {document ? (
        <Columns space="large" collapseBelow="lg">
          <Column>
            <Stack space="large">
              <DocumentFileCard document={document} />
              <DocumentHistoryCard documentId={document.documentId} saves={saves} />
            </Stack>
          </Column>
          <Column>
            <DocumentForm
              key={document.documentId}
              document={document}
              onSaved={() => setSaves((count) => count + 1)}
            />
          </Column>
        </Columns>
      ) : documents !== undefined || error ? (
        <Alert tone="critical">{messages['document.notFound']}</Alert>
      ) : (
        <Spinner label="Cargando documento" isLabelVisible />
      )}
    </Stack>
  );
}

/**
 * Card 'Documento': the file in a 380 px high scrolling area. An image is shown as it is; a PDF
 * page by page as the server renders them ('Página anterior' / 'Página siguiente' when it has
 * more than one). 'No se pudo cargar la imagen' when the file cannot be read or shown.
 */
function DocumentFileCard(props: { readonly document: Document }) {
  const { apiBaseUrl } = useAppConfig();
  const { documentId, documentName, typeDocumentName } = props.document;
  const isPdf = isPdfDocument(documentName);
  const [page, setPage] = useState(1);
  const [picture, setPicture] = useState<DocumentPicture | 'failed' | null>(null);

  useEffect(() => {
    let isCurrent = true;
    let url: string | undefined;
    setPicture(null);
    loadDocumentPicture({ baseUrl: apiBaseUrl, documentId, isPdf, page })
      .then((loaded) => {
        url = loaded.url;
        if (isCurrent) setPicture(loaded);
        else URL.revokeObjectURL(loaded.url);
      })
      .catch(() => {
        if (isCurrent) setPicture('failed');
      });
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [apiBaseUrl, documentId, isPdf, page]);

  const pageCount = picture && picture !== 'failed' ? picture.pageCount : 1;
  const alt = `${typeDocumentName ?? 'Documento'}${isPdf ? `, página ${page}` : ''}`;
  return (
    <Card title="Documento" headingLevel={2}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling area must take the keyboard's arrows. */}
      <section className={documentViewer} aria-label="Archivo del documento" tabIndex={0}>
        {picture === null ? (
          <Spinner label="Cargando archivo" />
        ) : picture === 'failed' ? (
          <Text tone="critical">{messages['image.loadError']}</Text>
        ) : (
          <img
            className={documentImage}
            src={picture.url}
            alt={alt}
            onError={() => setPicture('failed')}
          />
        )}
      </section>
      {isPdf && pageCount > 1 ? (
        <Inline space="small" alignY="center">
          <Button
            variant="secondary"
            size="small"
            isDisabled={page <= 1}
            onPress={() => setPage(page - 1)}
          >
            Página anterior
          </Button>
          <Text>
            Página {page} de {pageCount}
          </Text>
          <Button
            variant="secondary"
            size="small"
            isDisabled={page >= pageCount}
            onPress={() => setPage(page + 1)}
          >
            Página siguiente
          </Button>
        </Inline>
      ) : null}
    </Card>
  );
}

/**
 * Card 'Historial' (issue 27 item 3): the document's events, oldest first
 * (`GET /cd/cddocument/history/{documentId}`), each with its date and time (Argentina), what
 * happened and the state it left ('Subido por …', 'El bot lo clasificó como «…»', 'El bot leyó
 * todos los datos'), and what the bot did to the image before reading it ('Imagen girada 90°,
 * ampliada ×2,1, sin motas') and the fields it left for review; `describeDocumentEvent` of the
 * domain says it in Spanish. Read again after each save on the page (`saves`).
 */
function DocumentHistoryCard(props: { readonly documentId: number; readonly saves: number }) {
  const {
    data: events,
    error,
    mutate,
  } = useApiQuery('getDocumentHistory', [{ params: { documentId: String(props.documentId) } }]);
  useEffect(() => {
    if (props.saves > 0) void mutate();
  }, [props.saves, mutate]);
  return (
    <Card title="Historial" headingLevel={2}>
      {events === undefined ? (
        error ? (
          <Alert tone="critical">No se pudo leer el historial del documento</Alert>
        ) : (
          <Spinner label="Cargando historial" />
        )
      ) : events.length === 0 ? (
        <Text tone="secondary">Todavía no hay eventos registrados.</Text>
      ) : (
        <ol className={historyList} aria-label="Historial del documento">
          {events.map((event) => {
            const { title, state, details } = describeDocumentEvent(event);
            return (
              <li key={event.id} className={historyItem}>
                <Stack space="xxsmall">
                  <Text size="small" tone="secondary">
                    {`${formatDateTime(event.at).slice(0, 16)} · ${state}`}
                  </Text>
                  <Text weight="strong">{title}</Text>
                  {details.map((detail) => (
                    <Text key={detail} size="small" as="p">
                      {detail}
                    </Text>
                  ))}
                </Stack>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

/** What the bot read for one field: 'Leído por el bot · 92 %', highlighted below {@link lowConfidence}. */
function BotBadge(props: { readonly confidence: number | undefined }) {
  if (props.confidence === undefined) return null;
  const percent = Math.round(props.confidence * 100);
  const isLow = props.confidence < lowConfidence;
  return (
    <Tag tone={isLow ? 'caution' : 'accent'} size="small">
      {`Leído por el bot · ${percent} %${isLow ? ' · revisar' : ''}`}
    </Tag>
  );
}

/**
 * Card 'Formulario' (Spec 03 §5 "Document editor"): 'Tipo de Documento', 'Estado', one field per
 * key word of the chosen type ('apellido' and 'nombre' edit the candidate's `last_name` and
 * `name`), then 'observacion' (optional). Each field is labelled with the words a person reads
 * (`documentFieldLabel`: `numero_documento` → 'Número de documento', `expirationDate` → 'Fecha de
 * vencimiento', 'observacion' → 'Observación'; a key word the product does not know is shown as
 * staff typed it, its `_` as spaces; issue 25 item 11); the key word stays the stored key. Changing the type rebuilds the fields
 * and sets its name on the document (§4). Each value the bot read shows its confidence
 * ({@link BotBadge}). 'Guardar' validates with `validateDocumentSave` (the first error only,
 * under its field: 'Selecciona el Tipo de Documento', 'Selecciona el Estado', '{label} es
 * requerido'; nothing is sent), then `POST /cd/cddocument/`, which saves the candidate's names in
 * the same transaction: 'Documento actualizado' or 'Error al actualizar Documento'.
 */
function DocumentForm(props: { readonly document: Document; readonly onSaved: () => void }) {
  const api = useApi();
  const { data: types } = useApiQuery('listDocumentTypes', []);
  const [draft, setDraft] = useState<Document>(props.document);
  const [error, setError] = useState<{ path: string; message: string } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; message: string } | null>(
    null,
  );
  const [isSaving, setIsSaving] = useState(false);
  const [today] = useState(() => argentineDateOf(new Date()));
  const type = types?.find((each) => each.type_document_id === draft.typeDocumentId);
  const keyWords = useMemo(
    () => (type ? keyWordsOf(type.key_words).filter((key) => key !== 'observacion') : []),
    [type],
  );
  const confidence = draft.fieldConfidence ?? {};
  const typeOptions = (types ?? []).map((each) => ({
    id: each.type_document_id,
    label: each.name,
  }));
  const expiry = documentExpiryOf(draft, today);

  async function save() {
    setNotice(null);
    const checked = validateDocumentSave({ document: draft, keyWords: type?.key_words });
    if (!checked.ok) {
      const [first] = checked.errors;
      setError(first ? { path: first.path, message: first.message } : null);
      return;
    }
    setError(null);
    setIsSaving(true);
    try {
      const saved = await api.call('saveDocument', { body: draft });
      setDraft(saved);
      setNotice({ tone: 'positive', message: messages['document.saved'] });
      props.onSaved();
    } catch (failure) {
      const fieldError =
        isApiError(failure) && failure.status === 400 ? failure.errors?.[0] : undefined;
      if (fieldError) setError({ path: fieldError.path, message: fieldError.message });
      setNotice({ tone: 'critical', message: messages['document.saveError'] });
    } finally {
      setIsSaving(false);
    }
  }

  const errorOf = (path: string) => (error?.path === path ? error.message : undefined);

  return (
    <Card title="Formulario" headingLevel={2}>
      <Form
        aria-label="Editar documento"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack space="medium">
          <Inline space="small" alignY="center">
            <Tag tone={documentStateTone(props.document.stateDocument)}>
              {documentStateLabels[props.document.stateDocument]}
            </Tag>
            {expiry ? <ExpiryTag expiry={expiry} /> : null}
          </Inline>
          <Select
            label="Tipo de Documento"
            options={typeOptions}
            value={draft.typeDocumentId}
            onChange={(value) =>
              setDraft({
                ...draft,
                typeDocumentId: value,
                typeDocumentName:
                  types?.find((each) => each.type_document_id === value)?.name ?? null,
              })
            }
            isRequired
            isInvalid={errorOf('typeDocumentId') !== undefined}
            errorMessage={errorOf('typeDocumentId')}
          />
          <Select
            label="Estado"
            options={stateOptions}
            value={draft.stateDocument}
            onChange={(value) => setDraft({ ...draft, stateDocument: value as DocumentState })}
            isRequired
            isInvalid={errorOf('stateDocument') !== undefined}
            errorMessage={errorOf('stateDocument')}
          />
          {keyWords.map((keyWord) => {
            const field = documentFieldOfKeyWord(keyWord);
            const value = draft[field];
            return (
              <Stack key={keyWord} space="xxsmall">
                <TextField
                  label={documentFieldLabel(keyWord)}
                  value={value === null || value === undefined ? '' : String(value)}
                  onChange={(typed) => setDraft({ ...draft, [field]: typed })}
                  isRequired
                  isInvalid={errorOf(field) !== undefined}
                  errorMessage={errorOf(field)}
                  autoComplete="off"
                />
                <BotBadge confidence={confidence[field]} />
              </Stack>
            );
          })}
          <TextField
            label={documentFieldLabel('observacion')}
            value={draft.observacion ?? ''}
            onChange={(typed) => setDraft({ ...draft, observacion: typed })}
            autoComplete="off"
          />
          {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
          <Inline space="small">
            <Button type="submit" isPending={isSaving} pendingLabel="Guardando documento">
              Guardar
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Card>
  );
}
