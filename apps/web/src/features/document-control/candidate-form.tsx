import { isApiError } from '@liqui/api-client';
import {
  type Candidate,
  type CandidateInput,
  candidateStateLabels,
  candidateStates,
  defaultCandidateState,
  defaultVehicleType,
  messages,
  validateCandidate,
  vehicleTypeLabels,
  vehicleTypes,
} from '@liqui/domain';
import { Alert, Button, Card, Form, Inline, Select, TextField, Tiles } from '@liqui/ui';
import { useState } from 'react';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';

/** The form's values: text as typed (empty text becomes null on save). */
type CandidateDraft = {
  readonly candidate_number_doc: string;
  readonly name: string;
  readonly last_name: string;
  readonly email: string;
  readonly candidate_phone: string;
  readonly state_candidate: string | null;
  readonly vehicle_type: string | null;
  readonly company_id: string | null;
};

function draftOf(candidate: Candidate | undefined): CandidateDraft {
  return {
    candidate_number_doc: candidate?.candidate_number_doc ?? '',
    name: candidate?.name ?? '',
    last_name: candidate?.last_name ?? '',
    email: candidate?.email ?? '',
    candidate_phone: candidate?.candidate_phone ?? '',
    state_candidate: candidate?.state_candidate ?? defaultCandidateState,
    vehicle_type: candidate?.vehicle_type ?? defaultVehicleType,
    company_id: candidate?.company_id ?? null,
  };
}

const stateOptions = candidateStates.map((state) => ({
  id: state,
  label: candidateStateLabels[state],
}));
const vehicleOptions = vehicleTypes.map((vehicle) => ({
  id: vehicle,
  label: vehicleTypeLabels[vehicle],
}));

/**
 * The candidate form (Spec 03 §2 "Candidates" create and edit, §3 "Candidate", §4, §5 "Candidate
 * form", §8): Nro. Documento, Nombre, Apellido, Email, Teléfono, Estado (default Creado), Vehículo
 * (default MOTOCICLETA) and Empresa. Vehicle and company can be chosen only when creating (read
 * only when editing). 'Guardar' runs `validateCandidate` (the spec's messages under each field),
 * then `POST /cd/cdcandidate/`; 'Candidato actualizado' on success, 'Error al actualizar
 * Candidato' on failure (or the server's message for a refused field).
 *
 * @param props.candidate - the candidate being edited; none to create one.
 * @param props.onSaved - called with the stored candidate.
 * @param props.onBack - 'Volver' (back to the list).
 * @param props.isJustCreated - the candidate was created a moment ago by the create step: the
 *   form opens with 'Candidato actualizado' shown.
 */
export function CandidateForm(props: {
  readonly candidate?: Candidate;
  readonly onSaved: (candidate: Candidate) => void;
  readonly onBack: () => void;
  readonly isJustCreated?: boolean;
}) {
  const api = useApi();
  const { data: companies } = useApiQuery('listDocumentControlCompanies', []);
  const isEditing = props.candidate !== undefined;
  const [draft, setDraft] = useState<CandidateDraft>(() => draftOf(props.candidate));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; message: string } | null>(
    props.isJustCreated ? { tone: 'positive', message: messages['candidate.saved'] } : null,
  );
  const [isSaving, setIsSaving] = useState(false);
  const companyOptions = (companies ?? []).map((company) => ({
    id: company.company_id,
    label: company.name,
  }));
  const companyId =
    draft.company_id ?? (companyOptions.length === 1 ? (companyOptions[0]?.id ?? null) : null);

  async function save() {
    setNotice(null);
    const input: CandidateInput = {
      ...draft,
      company_id: companyId,
      ...(props.candidate ? { candidate_id: props.candidate.candidate_id } : {}),
    };
    const checked = validateCandidate(input);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.path, error.message])));
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await api.call('saveCandidate', { body: input });
      setNotice({ tone: 'positive', message: messages['candidate.saved'] });
      setDraft(draftOf(saved));
      props.onSaved(saved);
    } catch (error) {
      const fieldError = isApiError(error) && error.status === 400 ? error.errors?.[0] : undefined;
      setNotice({
        tone: 'critical',
        message: fieldError?.message ?? messages['candidate.saveError'],
      });
    } finally {
      setIsSaving(false);
    }
  }

  const text = (field: keyof CandidateDraft, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={(draft[field] as string) ?? ''}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
      {...extra}
    />
  );

  return (
    <Card title={isEditing ? 'Editar candidato' : 'Crear candidato'} headingLevel={2}>
      <Form
        aria-label={isEditing ? 'Editar candidato' : 'Crear candidato'}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Tiles space="medium" minColumnWidth="small">
          {text('candidate_number_doc', 'Nro. Documento', {
            isRequired: true,
            inputMode: 'numeric',
          })}
          {text('name', 'Nombre', { autoComplete: 'off' })}
          {text('last_name', 'Apellido', { autoComplete: 'off' })}
          {text('email', 'Email', { type: 'email', autoComplete: 'off' })}
          {text('candidate_phone', 'Teléfono', { isRequired: true, type: 'tel' })}
          <Select
            label="Estado"
            options={stateOptions}
            value={draft.state_candidate}
            onChange={(value) => setDraft({ ...draft, state_candidate: value })}
            isRequired
            isInvalid={errors.state_candidate !== undefined}
            errorMessage={errors.state_candidate}
          />
          <Select
            label="Vehículo"
            options={vehicleOptions}
            value={draft.vehicle_type}
            onChange={(value) => setDraft({ ...draft, vehicle_type: value })}
            isRequired
            isDisabled={isEditing}
            isInvalid={errors.vehicle_type !== undefined}
            errorMessage={errors.vehicle_type}
          />
          <Select
            label="Empresa"
            options={companyOptions}
            value={companyId}
            onChange={(value) => setDraft({ ...draft, company_id: value })}
            isRequired
            isDisabled={isEditing}
            isInvalid={errors.company_id !== undefined}
            errorMessage={errors.company_id}
          />
        </Tiles>
        {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
        <Inline space="small">
          <Button type="submit" isPending={isSaving} pendingLabel="Guardando candidato">
            Guardar
          </Button>
          <Button variant="secondary" onPress={props.onBack}>
            Volver
          </Button>
        </Inline>
      </Form>
    </Card>
  );
}
