/**
 * Upload a document, /upload-document (Spec 03 §2 "Upload document", §5 "Document upload", §8
 * 'Error al subir documento'): choose a candidate, optionally a document type, and a JPG, PNG or
 * PDF file; 'Subir documento' sends it (`uploadCandidateDocument`). The server stores it under
 * `cddocument/{id}.{ext}` and creates the document RECEIVED. A file that is not JPG/PNG/PDF shows
 * 'Solo puedes subir documentos en formato JPG/PNG/PDF' (checked by the browser on the declared
 * type, then by the server on the content). Decision: the candidate list offers the newest
 * `rowsPerRequest` candidates in scope (the screen the spec shows has no search).
 */
import { documentStateLabels } from '@liqui/domain';
import { Alert, Button, Card, Form, PageHeader, Select, Spinner, Stack, Text } from '@liqui/ui';
import { useMemo, useRef, useState } from 'react';
import { useAppConfig } from '../../config-context';
import { useApiQuery } from '../../session/api-query';
import { usePageTitle } from '../use-page-title';
import { uploadDocument } from './upload-document';
import { useCandidatePages } from './use-cursor-list';

const title = 'Subir documento';

type Outcome = { readonly tone: 'positive' | 'critical'; readonly message: string };

/** The /upload-document page (see the module's TSDoc). */
export function UploadDocumentPage() {
  usePageTitle(title);
  const { apiBaseUrl } = useAppConfig();
  const candidates = useCandidatePages({});
  const { data: types } = useApiQuery('listDocumentTypes', []);
  const [candidateId, setCandidateId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [candidateError, setCandidateError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const candidateOptions = useMemo(
    () =>
      (candidates.data?.flatMap((page) => page.rows) ?? []).map((candidate) => ({
        id: candidate.candidate_id,
        label: [candidate.candidate_number_doc, candidate.last_name, candidate.name]
          .filter((part) => part !== null && part !== '')
          .join(' · '),
      })),
    [candidates.data],
  );
  const typeOptions = (types ?? []).map((type) => ({
    id: type.type_document_id,
    label: type.name,
  }));

  async function submit() {
    setOutcome(null);
    if (candidateId === null) {
      setCandidateError('Selecciona un candidato');
      return;
    }
    if (file === null) {
      setOutcome({ tone: 'critical', message: 'Elegí un archivo JPG, PNG o PDF' });
      return;
    }
    setIsUploading(true);
    const result = await uploadDocument({
      baseUrl: apiBaseUrl,
      candidateId,
      typeDocumentId: typeId,
      file,
    });
    setIsUploading(false);
    if (result.ok) {
      setOutcome({
        tone: 'positive',
        message: `Documento subido (${documentStateLabels[result.document.stateDocument]})`,
      });
      setFile(null);
      if (input.current) input.current.value = '';
    } else {
      setOutcome({ tone: 'critical', message: result.message });
    }
  }

  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      <Card title="Documento del candidato" headingLevel={2}>
        {candidates.data === undefined ? (
          <Spinner label="Cargando candidatos" isLabelVisible />
        ) : (
          <Form
            aria-label={title}
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Select
              label="Candidato"
              options={candidateOptions}
              value={candidateId}
              onChange={(value) => {
                setCandidateId(value);
                setCandidateError(undefined);
              }}
              isRequired
              isInvalid={candidateError !== undefined}
              errorMessage={candidateError}
            />
            <Select
              label="Tipo de documento"
              description="Opcional: sin tipo, el documento espera su clasificación."
              options={typeOptions}
              value={typeId}
              onChange={setTypeId}
            />
            <Stack space="xsmall">
              <Button variant="secondary" onPress={() => input.current?.click()}>
                Elegir archivo
              </Button>
              <Text size="small" tone="secondary">
                {file ? `Archivo: ${file.name}` : 'JPG, PNG o PDF, hasta 10 MB.'}
              </Text>
              <input
                ref={input}
                type="file"
                accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
                hidden
                aria-hidden="true"
                tabIndex={-1}
                data-document-file=""
                onChange={(event) => {
                  setOutcome(null);
                  setFile(event.target.files?.[0] ?? null);
                }}
              />
            </Stack>
            {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
            <Button type="submit" isPending={isUploading} pendingLabel="Subiendo documento">
              Subir documento
            </Button>
          </Form>
        )}
      </Card>
    </Stack>
  );
}
