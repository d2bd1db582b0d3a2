/**
 * Document types, /document-types (Spec 03 §2 "Document types", §3 "Document type", §5 "Document
 * type form", §8, §9): the card 'Alta Tipo Documento:' with the form above, the card 'Tipos
 * Documento' with the table below (name, key words joined by commas, BOT Required 'Required' /
 * 'Not Required', 'Editar'; 5/10/50 rows, default 5). 'Editar' fills the form and scrolls to it;
 * 'Cancelar' clears it and scrolls to the table. Key words are tags (typed, added with Enter or
 * 'Agregar', removed one by one) that become the keys of the JSON object; with none, saving does
 * nothing and shows nothing (Spec 03 §5). Each key word has a 'Sinónimos de {key word}' field
 * (issue 27 item 4): the labels documents print for it, separated by commas ('Clase, Categoría'),
 * stored as the key word's value in the JSON (`encodeKeyWords` of the domain) and tried by the
 * bot before the domain's own table, which the field's hint shows. arnId is sent only when 'Con identificador ARN' is
 * checked (default checked), else null; Bot Required is 'required' / 'not-required' (default
 * 'not-required').
 * Saved: 'Tipo documento creado' and the list reloads; failed: 'Error de creación de tipo documento'.
 *
 * Only adminDC manages the catalogue (`canManageDocumentTypes`; the server answers 403 to the
 * others): for analistaDC and adminLiteDC the form is not shown and the table has no 'Editar'.
 */
import { isApiError } from '@liqui/api-client';
import {
  canManageDocumentTypes,
  type DocumentType,
  encodeKeyWords,
  keyWordSynonymTexts,
  keyWordsOf,
  labelSynonymsOf,
  messages,
  validateDocumentType,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  type DataColumn,
  DataTable,
  Form,
  Inline,
  PageHeader,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Tag,
  TextField,
} from '@liqui/ui';
import { useRef, useState } from 'react';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import { useSession } from '../../session/session-context';
import { usePageTitle } from '../use-page-title';

const title = 'Tipos de documento';

const keyWordFieldName = 'key_word';

/** The page sizes of the types table (Spec 03 §9): 5/10/50, default 5. */
export const documentTypePageSizes = [5, 10, 50] as const;

/** A key word of the form and the synonyms typed for it ('Clase, Categoría'; issue 27 item 4). */
type KeyWordEntry = { readonly keyWord: string; readonly synonyms: string };

type TypeForm = {
  readonly typeDocumentId: string | null;
  readonly name: string;
  readonly keyWords: readonly KeyWordEntry[];
  readonly botRequired: 'required' | 'not-required';
  readonly isArnChecked: boolean;
  readonly arnId: string;
};

const emptyForm: TypeForm = {
  typeDocumentId: null,
  name: '',
  keyWords: [],
  botRequired: 'not-required',
  isArnChecked: true,
  arnId: '',
};

function formOf(type: DocumentType): TypeForm {
  return {
    typeDocumentId: type.type_document_id,
    name: type.name,
    keyWords: Object.entries(keyWordSynonymTexts(type.key_words)).map(([keyWord, synonyms]) => ({
      keyWord,
      synonyms,
    })),
    botRequired: type.botRequired ? 'required' : 'not-required',
    isArnChecked: type.arnId !== null && type.arnId !== undefined,
    arnId: type.arnId ?? '',
  };
}

/**
 * The labels the bot already looks for before a key word's value, as a hint under its synonyms
 * field: the first four of the domain's table (`labelSynonymsOf`), or the key word itself for one
 * the product does not know.
 */
export function builtInLabelsHint(keyWord: string): string {
  const labels = labelSynonymsOf(keyWord).slice(0, 4);
  return `Separados por comas, como los imprime el documento. El bot ya busca: ${labels.join(', ')}${labelSynonymsOf(keyWord).length > 4 ? '…' : ''}`;
}

/** The /document-types page (see the module's TSDoc). */
export function DocumentTypesPage() {
  usePageTitle(title);
  const api = useApi();
  const { session } = useSession();
  const canManage = canManageDocumentTypes(session);
  const { data: types, mutate } = useApiQuery('listDocumentTypes', []);
  const [form, setForm] = useState<TypeForm>(emptyForm);
  const [keyWordDraft, setKeyWordDraft] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; message: string } | null>(
    null,
  );
  const [isSaving, setIsSaving] = useState(false);
  const formCard = useRef<HTMLDivElement>(null);
  const tableCard = useRef<HTMLDivElement>(null);

  function addKeyWord() {
    const keyWord = keyWordDraft.trim();
    if (keyWord !== '' && !form.keyWords.some((entry) => entry.keyWord === keyWord)) {
      setForm({ ...form, keyWords: [...form.keyWords, { keyWord, synonyms: '' }] });
    }
    setKeyWordDraft('');
  }

  async function save() {
    setNotice(null);
    const input = {
      type_document_id: form.typeDocumentId,
      name: form.name,
      key_words: encodeKeyWords(form.keyWords),
      botRequired: form.botRequired === 'required',
      arnId: form.isArnChecked ? form.arnId : null,
    };
    const checked = validateDocumentType(input);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.path, error.message])));
      return;
    }
    setErrors({});
    if (form.keyWords.length === 0) return;
    setIsSaving(true);
    try {
      await api.call('saveDocumentType', { body: input });
      setNotice({ tone: 'positive', message: messages['documentType.created'] });
      setForm(emptyForm);
      await mutate();
    } catch (error) {
      setNotice({
        tone: 'critical',
        message:
          isApiError(error) && error.status === 400
            ? (error.errors?.[0]?.message ?? messages['documentType.createError'])
            : messages['documentType.createError'],
      });
    } finally {
      setIsSaving(false);
    }
  }

  const columns: DataColumn<DocumentType>[] = [
    { id: 'name', title: 'Nombre', isRowHeader: true, render: (type) => type.name },
    {
      id: 'keys',
      title: 'Palabras clave',
      render: (type) => keyWordsOf(type.key_words).join(', '),
    },
    {
      // 'BOT Required', 'Required' and 'Not Required': English because the spec writes them so
      // (Spec 03 §2 "Document types"); kept as written (issue 25 item 11).
      id: 'bot',
      title: 'BOT Required',
      render: (type) => (type.botRequired ? 'Required' : 'Not Required'),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            title: 'Acciones',
            render: (type: DocumentType) => (
              <Button
                variant="secondary"
                size="small"
                aria-label={`Editar ${type.name}`}
                onPress={() => {
                  setForm(formOf(type));
                  setErrors({});
                  setNotice(null);
                  formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  formCard.current?.querySelector<HTMLInputElement>('input')?.focus();
                }}
              >
                Editar
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack space="large">
      <PageHeader title={title} titleSize={2} />
      {canManage ? (
        <div ref={formCard}>
          <Card title="Alta Tipo Documento:" headingLevel={2}>
            <Form
              aria-label="Alta Tipo Documento"
              validationBehavior="aria"
              onSubmit={(event) => {
                event.preventDefault();
                // Enter in the key-word field adds the tag instead of saving.
                const focused = document.activeElement as HTMLInputElement | null;
                if (focused?.name === keyWordFieldName && keyWordDraft.trim() !== '') {
                  addKeyWord();
                  return;
                }
                void save();
              }}
            >
              <TextField
                label="Nombre"
                value={form.name}
                onChange={(name) => setForm({ ...form, name })}
                isRequired
                isInvalid={errors.name !== undefined}
                errorMessage={errors.name}
              />
              <Stack space="xsmall">
                <Inline space="small" alignY="bottom">
                  <TextField
                    label="Palabras clave"
                    description="Escribí una palabra clave y presioná Enter o Agregar."
                    name={keyWordFieldName}
                    value={keyWordDraft}
                    onChange={setKeyWordDraft}
                  />
                  <Button variant="secondary" onPress={addKeyWord}>
                    Agregar
                  </Button>
                </Inline>
                <Inline space="xsmall">
                  {form.keyWords.map(({ keyWord }) => (
                    <Button
                      key={keyWord}
                      variant="ghost"
                      size="small"
                      aria-label={`Quitar ${keyWord}`}
                      onPress={() =>
                        setForm({
                          ...form,
                          keyWords: form.keyWords.filter((entry) => entry.keyWord !== keyWord),
                        })
                      }
                    >
                      <Tag size="small">{`${keyWord} ×`}</Tag>
                    </Button>
                  ))}
                </Inline>
                {form.keyWords.map(({ keyWord, synonyms }) => (
                  <TextField
                    key={keyWord}
                    label={`Sinónimos de ${keyWord}`}
                    description={builtInLabelsHint(keyWord)}
                    value={synonyms}
                    onChange={(typed) =>
                      setForm({
                        ...form,
                        keyWords: form.keyWords.map((entry) =>
                          entry.keyWord === keyWord ? { keyWord, synonyms: typed } : entry,
                        ),
                      })
                    }
                    autoComplete="off"
                  />
                ))}
              </Stack>
              {/* 'Bot Required', 'Required' and 'Not Required' are the spec's own English words
                  (Spec 03 §2 "Document types", §5 'Bot Required es requerido'), kept as written;
                  the ARN checkbox's and id field's labels are ours, in Spanish (issue 25 item 11;
                  the spec names only the form flag arnChecked and the field arnId). */}
              <RadioGroup
                label="Bot Required"
                value={form.botRequired}
                onChange={(value) =>
                  setForm({ ...form, botRequired: value as TypeForm['botRequired'] })
                }
                orientation="horizontal"
                isInvalid={errors.botRequired !== undefined}
                errorMessage={errors.botRequired}
              >
                <Radio value="required">Required</Radio>
                <Radio value="not-required">Not Required</Radio>
              </RadioGroup>
              <Checkbox
                label="Con identificador ARN"
                isSelected={form.isArnChecked}
                onChange={(isArnChecked) => setForm({ ...form, isArnChecked })}
              />
              {form.isArnChecked ? (
                <TextField
                  label="Identificador ARN"
                  value={form.arnId}
                  onChange={(arnId) => setForm({ ...form, arnId })}
                />
              ) : null}
              {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
              <Inline space="small">
                <Button type="submit" isPending={isSaving} pendingLabel="Guardando tipo">
                  Guardar
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => {
                    setForm(emptyForm);
                    setErrors({});
                    setKeyWordDraft('');
                    tableCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  }}
                >
                  Cancelar
                </Button>
              </Inline>
            </Form>
          </Card>
        </div>
      ) : null}
      <div ref={tableCard}>
        <Card title="Tipos Documento" headingLevel={2}>
          {types === undefined ? (
            <Spinner label="Cargando tipos de documento" isLabelVisible />
          ) : (
            <DataTable<DocumentType>
              aria-label="Lista de tipos de documento"
              rows={types}
              rowKey={(type) => type.type_document_id}
              columns={columns}
              pageSizeOptions={documentTypePageSizes}
              defaultPageSize={5}
              density="compact"
              emptyState="No hay tipos de documento."
            />
          )}
        </Card>
      </div>
    </Stack>
  );
}
