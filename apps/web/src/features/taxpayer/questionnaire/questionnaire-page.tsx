/**
 * The onboarding questionnaire, /steps-user/{id} and /steps-user-mp/{id} (Spec 02 §2
 * "Onboarding questionnaire", §4 "Questionnaire flow", §5 "Questionnaire", "CUIT", "Clave
 * fiscal", §8; issue 13 item 1). The steps, their questions and their flow are the domain's
 * state machine (`questionnaireSteps` of `@liqui/domain`); this screen shows one step at a time.
 */
import {
  formatArs,
  formatMessage,
  messages,
  nextShownStep,
  provinces,
  type QuestionnaireStep,
  questionnaireEndScreen,
  questionnaireStep,
  readStepAnswers,
  resumeQuestionnaireStep,
  type StepAnswer,
  type User,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  DescriptionList,
  Inline,
  Link,
  PageHeader,
  Radio,
  Spinner,
  Stack,
  Text,
  useToast,
} from '@liqui/ui';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AppForm } from '../../../forms/app-form';
import { toCallSubmissionErrors, toFormErrors } from '../../../forms/form-errors';
import { FormPasswordField, FormTextField } from '../../../forms/form-fields';
import { FormRadioGroup } from '../../../forms/form-radio-group';
import { FormSelect } from '../../../forms/form-select';
import { useApi } from '../../../session/api-context';
import { useApiQuery } from '../../../session/api-query';
import { useSignOut } from '../../../session/use-sign-out';
import type { PageProps } from '../../page';
import { usePageTitle } from '../../use-page-title';
import {
  cameFromPayment,
  type QuestionnaireVariant,
  questionnairePaths,
  scaleOf,
  shownEstimate,
  stepValuesOf,
} from './questionnaire-form';

const title = 'Alta en el monotributo';

/** /steps-user/{id}: the questionnaire from step `id` (see {@link QuestionnairePage}). */
export function StepsUserPage({ params }: PageProps) {
  return <QuestionnairePage param={params.id ?? ''} variant="default" />;
}

/** /steps-user-mp/{id}: the same on the payment-provider variant (links to the -mp screens). */
export function StepsUserMpPage({ params }: PageProps) {
  return <QuestionnairePage param={params.id ?? ''} variant="mp" />;
}

/**
 * The questionnaire page. The route parameter is the step shown (Spec 02 §2):
 * - `0` (the step "used by navigation from other screens", where the home sends a user whose
 *   clave fiscal is INACTIVO or null): decision, the step the user resumes at
 *   (`resumeQuestionnaireStep` of the saved answers: 1 for a user with none), by a replace;
 * - 2, 3, 4, any number outside 0–23 or a non-number: 'Error en flujo - case: N' with a link to
 *   resume;
 * - any other step: its question. 'Continuar' checks the answers (Spec 02 §5 messages), saves
 *   them with `PUT /root/users/me` (every step, so a user who leaves resumes where it left; the
 *   server sets the statuses) and goes to the next step the machine shows (`nextShownStep`:
 *   a hub the user already answered, the CUIT screen after 14 or 15 and the activity after 20,
 *   is passed over, so each screen shows once; issue 25 item 7). Info steps only go on
 *   (18, a save point of the spec, sends nothing more: the save that led to it already made the
 *   server set its statuses); step 17 asks the fiscal address (street and number, city,
 *   province, postal code, with their autofill tokens);
 *   step 22 has 'Finalizar' → `/` (`/mp` on the mp variant); step 10 has 'Finalizar' and
 *   'Cambiar mis respuestas' (→ step 1).
 * - 'Volver' → /initial-plan/2 when the URL carries `?desde=pago` (the user came from payment;
 *   kept from step to step); 'Salir' signs out → /login.
 * Steps 8 and 21 show the estimated category and monthly quota (`estimateQuota` on the scale
 * of `GET /taxes/monotributos`), es-AR money.
 */
function QuestionnairePage({
  param,
  variant,
}: {
  readonly param: string;
  readonly variant: QuestionnaireVariant;
}) {
  usePageTitle(title);
  const { data: user, error, mutate } = useApiQuery('getMe', []);
  const fromPayment = cameFromPayment(useSearch());
  const paths = questionnairePaths(variant, fromPayment);

  if (user === undefined) {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        {error ? (
          <Alert tone="critical" live="polite">
            {messages['load.user']}
          </Alert>
        ) : (
          <Spinner label="Cargando tus datos" isLabelVisible />
        )}
      </Stack>
    );
  }
  const requested = /^\d{1,3}$/.test(param) ? Number(param) : Number.NaN;
  if (requested === 0) return <Redirect to={paths.step(resumeQuestionnaireStep(user))} replace />;
  const step = questionnaireStep(requested);
  if (!step.ok) {
    return (
      <Stack space="large">
        <PageHeader title={title} titleSize={2} />
        <Alert tone="critical">{formatMessage('questionnaire.flowError', { step: param })}</Alert>
        <Link href={paths.step(0)} variant="standalone">
          Continuar con mi alta
        </Link>
      </Stack>
    );
  }
  return (
    <StepScreen
      key={step.value.step}
      step={step.value}
      user={user}
      paths={paths}
      fromPayment={fromPayment}
      onSaved={(saved) => mutate(saved, { revalidate: false })}
    />
  );
}

type Paths = ReturnType<typeof questionnairePaths>;

type StepScreenProps = {
  readonly step: QuestionnaireStep;
  readonly user: User;
  readonly paths: Paths;
  readonly fromPayment: boolean;
  readonly onSaved: (user: User) => void;
};

/** One step: its question as the page's `<h1>` (focused on each step by the router), its form. */
function StepScreen({ step, user, paths, fromPayment, onSaved }: StepScreenProps) {
  const api = useApi();
  const toast = useToast();
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const { data: tables } = useApiQuery('getMonotributos', step.showsQuota ? [] : null);
  const scale = scaleOf(tables);

  // Automatic forward navigation only: 'Cambiar mis respuestas' (10 → 1) goes back on purpose.
  const goOn = (answers: User) => {
    const next = nextShownStep(step.step, answers);
    const target = next.ok ? next.value : step.next(answers);
    navigate(target === null ? paths.home : paths.step(target));
  };

  const secondary = (
    <>
      {fromPayment ? (
        <Button variant="secondary" onPress={() => navigate(paths.back)}>
          Volver
        </Button>
      ) : null}
      <Button variant="secondary" onPress={() => void signOut()}>
        Salir
      </Button>
    </>
  );

  if (step.kind !== 'question') {
    // Step 22 says 'todo' only when the photos are in (issue 25: never '¡Listo! Ya tenemos todo'
    // followed by the home's 'Debés cargar tus fotos'); otherwise it asks for them.
    const end = step.kind === 'end' ? questionnaireEndScreen(user) : null;
    const body = step.step === 10 ? deadEndBody(user) : (end?.body ?? step.body);
    return (
      <Stack space="large">
        <PageHeader title={end?.question ?? step.question} titleSize={2} description={body} />
        {step.showsQuota ? <EstimateCard estimate={shownEstimate(user, {}, scale)} /> : null}
        <Inline space="small">
          {end?.photosLink ? (
            <Button onPress={() => navigate(end.photosLink?.href ?? '/micuenta')}>
              {end.photosLink.label}
            </Button>
          ) : null}
          {step.kind === 'end' ? (
            <Button
              variant={end?.photosLink ? 'secondary' : 'primary'}
              onPress={() => navigate(paths.home)}
            >
              Finalizar
            </Button>
          ) : (
            <Button onPress={() => goOn(user)}>Continuar</Button>
          )}
          {step.step === 10 ? (
            <Button variant="secondary" onPress={() => navigate(paths.step(1))}>
              Cambiar mis respuestas
            </Button>
          ) : null}
          {secondary}
        </Inline>
      </Stack>
    );
  }

  const categories = scale?.categories ?? [];
  const validate = (values: Record<string, string>) => {
    const read = readStepAnswers(step, values, categories, user);
    return read.ok ? {} : toFormErrors(read.errors);
  };
  const onSubmit = async (values: Record<string, string>) => {
    const read = readStepAnswers(step, values, categories, user);
    if (!read.ok) return toFormErrors(read.errors);
    try {
      const saved = await api.call('updateMe', { body: read.value });
      onSaved(saved);
      goOn(saved);
      return undefined;
    } catch (error) {
      toast.show({ tone: 'critical', message: messages['user.updateError'] });
      return toCallSubmissionErrors(error, {
        isField: (name) => step.answers.some((answer) => answer.field === name),
        describe: () => messages['user.updateError'],
      });
    }
  };

  return (
    <Stack space="large">
      <PageHeader title={step.question} titleSize={2} description={step.body} />
      <AppForm<Record<string, string>>
        initialValues={stepValuesOf(step, user)}
        validate={validate}
        onSubmit={onSubmit}
        aria-label={step.question}
      >
        {({ submitting, values }) => (
          <Stack space="large">
            {step.answers
              .filter(
                (answer) =>
                  !answer.showWhen ||
                  values[answer.showWhen.field] === String(answer.showWhen.equals),
              )
              .map((answer) => (
                <AnswerField key={answer.field} answer={answer} />
              ))}
            {step.showsQuota ? (
              <EstimateCard estimate={shownEstimate(user, values, scale)} />
            ) : null}
            <Inline space="small">
              <Button type="submit" isPending={submitting}>
                Continuar
              </Button>
              {secondary}
            </Inline>
          </Stack>
        )}
      </AppForm>
    </Stack>
  );
}

/** The text of step 10: why the registration stops here, and that an e-mail was sent. */
function deadEndBody(user: User): string {
  return user.tiene_dni === false
    ? 'Para inscribirte en el monotributo ARCA pide un DNI argentino vigente. Te enviamos un e-mail con los pasos a seguir.'
    : 'Para inscribirte en el monotributo necesitás CUIT y clave fiscal de ARCA. Te enviamos un e-mail para ayudarte a obtenerlos; cuando los tengas, volvé a ingresar.';
}

const provinceOptions = provinces.map((province) => ({ id: province.desc, label: province.desc }));

/** One answer's control, from the kit, bound to the form (see `StepAnswer` of the domain). */
function AnswerField({ answer }: { readonly answer: StepAnswer }) {
  const common = {
    name: answer.field,
    label: answer.label,
    isRequired: answer.required,
    ...(answer.description ? { description: answer.description } : {}),
  };
  const autofill = answer.autoComplete ? { autoComplete: answer.autoComplete } : {};
  switch (answer.kind) {
    case 'yesNo':
      return (
        <FormRadioGroup {...common} orientation="horizontal">
          <Radio value="true">Sí</Radio>
          <Radio value="false">No</Radio>
        </FormRadioGroup>
      );
    case 'choice':
      return (
        <FormRadioGroup {...common}>
          {(answer.options ?? []).map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </FormRadioGroup>
      );
    case 'province':
      return <FormSelect {...common} options={provinceOptions} />;
    case 'claveFiscal':
      return <FormPasswordField {...common} autoComplete="current-password" />;
    case 'cuit':
      return <FormTextField {...common} inputMode="numeric" autoComplete="off" />;
    case 'count':
      return <FormTextField {...common} inputMode="numeric" maxLength={3} />;
    case 'money':
    case 'billingEstimate':
      return <FormTextField {...common} inputMode="decimal" />;
    case 'postalCode':
      // 8 characters: the CPA (C1425ABC); spaces typed are removed when read.
      return <FormTextField {...common} {...autofill} maxLength={10} />;
    default:
      return (
        <FormTextField
          {...common}
          {...autofill}
          {...(answer.maxLength ? { maxLength: answer.maxLength } : {})}
        />
      );
  }
}

/**
 * The estimated category and monthly quota (Spec 02 §4 steps 8 and 21, §9), es-AR money; for
 * `RI`, that the billing is above the monotributo's top category. Announced politely when it
 * changes (step 8 recomputes it as the user types).
 */
function EstimateCard({ estimate }: { readonly estimate: ReturnType<typeof shownEstimate> }) {
  return (
    <Card title="Tu categoría y cuota estimadas">
      <div aria-live="polite">
        {estimate === null ? (
          <Text>Elegí el tipo de actividad e ingresá cuánto estimás facturar para verla.</Text>
        ) : estimate.quota === null ? (
          <Text>
            {estimate.categoria === 'RI'
              ? 'Tu facturación estimada supera el máximo del monotributo: corresponde inscribirte como Responsable Inscripto.'
              : `Categoría estimada: ${estimate.categoria}`}
          </Text>
        ) : (
          <DescriptionList
            items={[
              { term: 'Categoría estimada', value: estimate.categoria },
              { term: 'Cuota mensual', value: formatArs(estimate.quota.total) },
              { term: 'Impuesto integrado', value: formatArs(estimate.quota.impuestoIntegrado) },
              { term: 'Aporte jubilatorio (SIPA)', value: formatArs(estimate.quota.sipa) },
              { term: 'Obra social', value: formatArs(estimate.quota.obraSocial) },
            ]}
          />
        )}
      </div>
    </Card>
  );
}
