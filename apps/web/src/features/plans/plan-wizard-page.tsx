/**
 * The plan wizard: the initial plan (/initial-plan/{step}, /initial-plan-mp/{step}) and the plan
 * change (/mejorar-plan) (Spec 02 §2 "Plan selection", §4 "Plan flow", §7, §8 "Plan", §9).
 *
 * - Initial flow: 0 intro, 1 company choice, 2 plan choice, 3 payment medium and period; the step
 *   is in the address, so the browser's Back works.
 * - Upgrade flow: 0 welcome, 1 plan, 2 term, 3 payment; the step lives in the page.
 *
 * The choices survive the step changes in `sessionStorage` (one tab, cleared once the plan is
 * saved). Plan cards come from `GET /taxes/planes` through `buildPlanCards` of @liqui/domain,
 * each with the list of what its plan includes (`includes`, issue 25 item 7).
 * After the plan is saved (`PUT /root/users/me/plan`: 'Plan actualizado correctamente') the user
 * goes to /medio-pago/{planId} (/medio-pago-mp/{planId} from the -mp flow); a failed save says
 * 'Hubo un error actualizando el plan' and goes to / (Spec 02 §8). A company with an active code
 * opens the code modal: a valid code joins the company (`POST …/relationship/user/create`: plan
 * Codigo, estado_pago ACTIVO, nothing to pay), says 'Código validado con éxito' (the one
 * confirmation of that path: the spec lists 'Plan actualizado correctamente' too, but two toasts
 * a moment apart leave the first unread; decision) and goes to /; a wrong one says 'Codigo
 * invalido'. A company without a code makes the user an app
 * worker: the Aplicaciones plan is shown.
 */
import {
  buildPlanCards,
  type Company,
  formatArs,
  listPlanOptions,
  messages,
  type PaymentMedium,
  type Plan,
  type PlanCard,
  type PlanOption,
  type User,
} from '@liqui/domain';
import {
  Alert,
  Button,
  Card,
  Inline,
  PageHeader,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Steps,
  Tag,
  Text,
  Tiles,
  useToast,
} from '@liqui/ui';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';
import type { PageProps } from '../page';
import { usePageTitle } from '../use-page-title';
import { CodeDialog } from './company-code-dialog';
import {
  chooseCard,
  goBack,
  initialPlanWizardState,
  type PlanFlow,
  type PlanWizardState,
  parsePlanStep,
  pickPaymentOption,
  planStepOf,
  termLabel,
} from './plan-wizard';
import { inclusionList } from './plan-wizard.css';

const title = 'Elegí tu plan';
const upgradeTitle = 'Mi Plan';

/** The step names shown above each flow. */
const stepNames: Record<PlanFlow, readonly string[]> = {
  initial: ['Bienvenida', 'Empresa', 'Plan', 'Medio de pago'],
  upgrade: ['Bienvenida', 'Plan', 'Plazo', 'Pago'],
};

/** The value of the company choice for "no company". */
const noCompany = 'ninguna';

/** /initial-plan/{step}. */
export function InitialPlanPage({ params }: PageProps) {
  return <PlanWizard flow="initial" suffix="" routeStep={parsePlanStep(params.id)} />;
}

/** /initial-plan-mp/{step}: the same flow; payment goes to /medio-pago-mp/{planId}. */
export function InitialPlanMpPage({ params }: PageProps) {
  return <PlanWizard flow="initial" suffix="-mp" routeStep={parsePlanStep(params.id)} />;
}

/** /mejorar-plan (Mi Plan). */
export function MejorarPlanPage() {
  return <PlanWizard flow="upgrade" suffix="" routeStep={null} />;
}

function storageKey(flow: PlanFlow): string {
  return `liqui.planWizard.${flow}`;
}

function readStoredState(flow: PlanFlow): PlanWizardState {
  try {
    const raw = JSON.parse(sessionStorage.getItem(storageKey(flow)) ?? 'null') as unknown;
    if (raw === null || typeof raw !== 'object') return initialPlanWizardState;
    const value = raw as Partial<PlanWizardState>;
    return {
      isAppWorker: value.isAppWorker === true,
      planName: typeof value.planName === 'string' ? value.planName : null,
      termPlanId: typeof value.termPlanId === 'string' ? value.termPlanId : null,
      medium: value.medium === 'cash' ? 'cash' : 'card',
    };
  } catch {
    return initialPlanWizardState;
  }
}

/** The wizard state, kept in `sessionStorage` across step changes. */
function useWizardState(flow: PlanFlow) {
  const [state, setState] = useState<PlanWizardState>(() => readStoredState(flow));
  const update = useCallback(
    (next: PlanWizardState | null) => {
      const value = next ?? initialPlanWizardState;
      setState(value);
      try {
        if (next === null) sessionStorage.removeItem(storageKey(flow));
        else sessionStorage.setItem(storageKey(flow), JSON.stringify(value));
      } catch {
        // Storage refused (private mode): the state lives in the page only.
      }
    },
    [flow],
  );
  return [state, update] as const;
}

type WizardProps = {
  readonly flow: PlanFlow;
  readonly suffix: '' | '-mp';
  /** The step from the address (initial flow), or `null` (upgrade flow: the page keeps it). */
  readonly routeStep: number | null;
};

function PlanWizard({ flow, suffix, routeStep }: WizardProps) {
  const pageTitle = flow === 'initial' ? title : upgradeTitle;
  usePageTitle(pageTitle);
  const [, navigate] = useLocation();
  const api = useApi();
  const toast = useToast();
  const me = useApiQuery('getMe', []);
  const planes = useApiQuery('getPlanes', []);
  const [state, setState] = useWizardState(flow);
  const [localStep, setLocalStep] = useState(0);
  const [isSaving, setSaving] = useState(false);
  const step = routeStep ?? localStep;

  const goTo = (next: number) => {
    if (flow === 'initial') navigate(`/initial-plan${suffix}/${next}`);
    else setLocalStep(next);
  };
  const back = () => {
    const moved = goBack(flow, step, state);
    setState(moved.state);
    goTo(moved.step);
  };

  const savePlan = async (option: PlanOption) => {
    setSaving(true);
    try {
      const saved = await api.call('updateMyPlan', {
        body: {
          plan_id: option.planId,
          plan: option.plan,
          ...(flow === 'initial' ? { trabaja_aplicacion: state.isAppWorker } : {}),
        },
      });
      await me.mutate(saved, { revalidate: false });
      setState(null);
      toast.show({ tone: 'positive', message: messages['plan.updated'] });
      navigate(`/medio-pago${suffix}/${encodeURIComponent(option.planId)}`);
    } catch {
      toast.show({ tone: 'critical', message: messages['plan.updateError'] });
      navigate('/');
    } finally {
      setSaving(false);
    }
  };

  const header = (
    <>
      <PageHeader title={pageTitle} titleSize={2} />
      <Steps aria-label="Pasos para elegir tu plan" steps={stepNames[flow]} currentStep={step} />
    </>
  );

  if (me.data === undefined || planes.data === undefined) {
    const failed = me.error !== undefined || planes.error !== undefined;
    return (
      <Stack space="large">
        {header}
        {failed ? (
          <Alert tone="critical" live="polite">
            {planes.error !== undefined ? messages['load.plans'] : messages['load.user']}
          </Alert>
        ) : (
          <Spinner label="Cargando los planes" isLabelVisible />
        )}
      </Stack>
    );
  }
  const user = me.data;
  const catalogue = planes.data;
  const isAppWorker = flow === 'initial' ? state.isAppWorker : user.trabaja_aplicacion === true;
  const cards = buildPlanCards(catalogue, { isAppWorker });
  const planStep = planStepOf(flow);
  const hasChosenCard = state.planName !== null;
  const shownStep = step > planStep && !hasChosenCard ? planStep : step;

  const onChooseCard = (card: PlanCard) => {
    const outcome = chooseCard(card, state);
    if (outcome.action === 'save') {
      void savePlan(outcome.option);
      return;
    }
    setState(outcome.state);
    goTo(planStep + 1);
  };

  let body: React.ReactNode;
  if (shownStep === 0) {
    body = <WelcomeStep flow={flow} user={user} onStart={() => goTo(1)} />;
  } else if (flow === 'initial' && shownStep === 1) {
    body = (
      <CompanyStep
        user={user}
        onBack={() => goTo(0)}
        onChosen={(isWorker) => {
          setState({ ...state, isAppWorker: isWorker });
          goTo(2);
        }}
        onJoined={() => {
          setState(null);
          navigate('/');
        }}
      />
    );
  } else if (shownStep === planStep) {
    body = (
      <PlanStep
        cards={cards}
        isSaving={isSaving}
        onChoose={onChooseCard}
        onBack={back}
        {...(flow === 'upgrade' && user.plan_id ? { currentPlanId: user.plan_id } : {})}
      />
    );
  } else if (flow === 'upgrade' && shownStep === 2) {
    body = (
      <TermStep
        catalogue={catalogue}
        state={state}
        onChange={(termPlanId) => setState({ ...state, termPlanId })}
        onNext={() => goTo(3)}
        onBack={back}
      />
    );
  } else {
    body = (
      <PaymentStep
        flow={flow}
        catalogue={catalogue}
        state={state}
        isSaving={isSaving}
        onMedium={(medium: PaymentMedium) => setState({ ...state, medium })}
        onSave={(option) => void savePlan(option)}
        onBack={back}
      />
    );
  }
  return (
    <Stack space="large">
      {header}
      {body}
    </Stack>
  );
}

function WelcomeStep({
  flow,
  user,
  onStart,
}: {
  readonly flow: PlanFlow;
  readonly user: User;
  readonly onStart: () => void;
}) {
  return (
    <Card title={flow === 'initial' ? '¡Bienvenido a Liqui!' : 'Tu plan'}>
      <Stack space="medium">
        {flow === 'initial' ? (
          <Text as="p">
            Elegí el plan que mejor se adapte a vos. Después te haremos algunas preguntas para darte
            de alta en el monotributo: te llevará unos 5 minutos.
          </Text>
        ) : (
          <Text as="p">
            {user.plan ? `Tu plan actual es ${user.plan}.` : 'Todavía no elegiste un plan.'} Podés
            cambiarlo cuando quieras.
          </Text>
        )}
        <Inline space="small">
          <Button variant="primary" onPress={onStart}>
            {flow === 'initial' ? 'Comenzar' : 'Elegir un plan'}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/** The company choice with the code modal (initial flow, step 1). */
function CompanyStep({
  user,
  onBack,
  onChosen,
  onJoined,
}: {
  readonly user: User;
  readonly onBack: () => void;
  readonly onChosen: (isAppWorker: boolean) => void;
  readonly onJoined: () => void;
}) {
  const { data: companies, error } = useApiQuery('listCompanies', []);
  const [selected, setSelected] = useState<string>(noCompany);
  const [codeCompany, setCodeCompany] = useState<Company | null>(null);

  if (companies === undefined) {
    return error ? (
      <Alert tone="critical" live="polite">
        {messages['company.listError']}
      </Alert>
    ) : (
      <Spinner label="Cargando empresas" isLabelVisible />
    );
  }
  const onContinue = () => {
    const company = companies.find((candidate) => candidate.cuit === selected);
    if (company === undefined) onChosen(false);
    else if (company.is_code_active === true) setCodeCompany(company);
    else onChosen(true);
  };
  return (
    <Card title="¿Trabajás con alguna empresa?">
      <Stack space="medium">
        <RadioGroup
          label="Empresa con la que colaborás"
          description="Si una empresa te dio un código, elegila para activar tu plan."
          value={selected}
          onChange={setSelected}
        >
          {companies.map((company) => (
            <Radio key={company.cuit} value={company.cuit}>
              {company.display_name ?? company.razon_social}
            </Radio>
          ))}
          <Radio value={noCompany}>No trabajo con ninguna empresa</Radio>
        </RadioGroup>
        <Inline space="small">
          <Button variant="secondary" onPress={onBack}>
            Volver
          </Button>
          <Button variant="primary" onPress={onContinue}>
            Continuar
          </Button>
        </Inline>
      </Stack>
      {codeCompany ? (
        <CodeDialog
          company={codeCompany}
          user={user}
          onClose={() => setCodeCompany(null)}
          onJoined={onJoined}
        />
      ) : null}
    </Card>
  );
}

/**
 * The plan cards (Spec 02 §7, §9): price per month, discount ('40% de descuento': the spec
 * describes it in English, "40% off", without writing the tag; ours in Spanish, issue 25 item
 * 11), free days.
 */
function PlanStep({
  cards,
  currentPlanId,
  isSaving,
  onChoose,
  onBack,
}: {
  readonly cards: readonly PlanCard[];
  readonly currentPlanId?: string;
  readonly isSaving: boolean;
  readonly onChoose: (card: PlanCard) => void;
  readonly onBack: () => void;
}) {
  return (
    <Stack space="large">
      {cards.length === 0 ? (
        <Alert tone="critical">{messages['load.plansTable']}</Alert>
      ) : (
        <Tiles space="medium" minColumnWidth="small">
          {cards.map((card) => (
            <Card key={card.kind} title={card.title} headingLevel={2}>
              <Stack space="small">
                <Inline space="xsmall">
                  {card.discountPercent > 0 ? (
                    <Tag tone="positive">{`${card.discountPercent}% de descuento`}</Tag>
                  ) : null}
                  {card.freeDays > 0 ? (
                    <Tag tone="accent">{`${card.freeDays} días gratis`}</Tag>
                  ) : null}
                  {card.terms.some((term) => term.planId === currentPlanId) ? (
                    <Tag tone="neutral">Tu plan actual</Tag>
                  ) : null}
                </Inline>
                <Text as="p" size="large" weight="strong">
                  {`${formatArs(card.base.monthlyCents)} por mes`}
                </Text>
                {card.includes.length > 0 ? (
                  <ul aria-label={`Qué incluye ${card.title}`} className={inclusionList}>
                    {card.includes.map((line) => (
                      <li key={line}>
                        <Text>{line}</Text>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {card.terms.length > 1 ? (
                  <Text as="p" tone="secondary">
                    {`También ${card.terms
                      .filter((term) => term.plazo > 1)
                      .map((term) => termLabel(term.plazo).toLowerCase())
                      .join(', ')}`}
                  </Text>
                ) : null}
                <Button
                  variant="primary"
                  isDisabled={isSaving}
                  onPress={() => onChoose(card)}
                  isFullWidth
                >
                  {`Elegir ${card.title}`}
                </Button>
              </Stack>
            </Card>
          ))}
        </Tiles>
      )}
      <Inline space="small">
        <Button variant="secondary" onPress={onBack}>
          Volver
        </Button>
      </Inline>
    </Stack>
  );
}

/** A term's radio text: period, monthly price and total. */
function optionLabel(option: PlanOption): string {
  const monthly = `${formatArs(option.monthlyCents)} por mes`;
  return option.plazo === 1
    ? `${termLabel(option.plazo)}: ${monthly}`
    : `${termLabel(option.plazo)}: ${monthly} (total ${formatArs(option.costoCents)})`;
}

/** The upgrade flow's term step: the card's terms (card payment). */
function TermStep({
  catalogue,
  state,
  onChange,
  onNext,
  onBack,
}: {
  readonly catalogue: readonly Plan[];
  readonly state: PlanWizardState;
  readonly onChange: (termPlanId: string) => void;
  readonly onNext: () => void;
  readonly onBack: () => void;
}) {
  const terms = listPlanOptions(catalogue, state.planName ?? '', 'card');
  const value = state.termPlanId ?? terms[0]?.planId ?? null;
  return (
    <Card title={`Plazo del plan ${state.planName ?? ''}`}>
      <Stack space="medium">
        <RadioGroup label="Plazo" value={value} onChange={onChange}>
          {terms.map((option) => (
            <Radio key={option.planId} value={option.planId}>
              {optionLabel(option)}
            </Radio>
          ))}
        </RadioGroup>
        <Inline space="small">
          <Button variant="secondary" onPress={onBack}>
            Volver
          </Button>
          <Button variant="primary" onPress={onNext}>
            Continuar
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/** The payment medium (card or cash ticket) and period; saves the plan. */
function PaymentStep({
  flow,
  catalogue,
  state,
  isSaving,
  onMedium,
  onSave,
  onBack,
}: {
  readonly flow: PlanFlow;
  readonly catalogue: readonly Plan[];
  readonly state: PlanWizardState;
  readonly isSaving: boolean;
  readonly onMedium: (medium: PaymentMedium) => void;
  readonly onSave: (option: PlanOption) => void;
  readonly onBack: () => void;
}) {
  const planName = state.planName ?? '';
  const cardTerms = listPlanOptions(catalogue, planName, 'card');
  const cashTerms = listPlanOptions(catalogue, planName, 'cash');
  const [selectedPlanId, setSelectedPlanId] = useState<string | null>(null);
  const medium: PaymentMedium = state.medium === 'cash' && cashTerms.length > 0 ? 'cash' : 'card';
  const option = pickPaymentOption({
    medium,
    cardTerms,
    cashTerms,
    termPlanId: state.termPlanId,
    selectedPlanId,
  });
  const pool = medium === 'card' ? cardTerms : cashTerms;
  return (
    <Card title={flow === 'initial' ? 'Medio de pago y período' : 'Pago'}>
      <Stack space="medium">
        <RadioGroup
          label="Medio de pago"
          value={medium}
          onChange={(value) => {
            setSelectedPlanId(null);
            onMedium(value === 'cash' ? 'cash' : 'card');
          }}
        >
          <Radio value="card">Tarjeta de crédito o débito (Mercado Pago)</Radio>
          <Radio value="cash" isDisabled={cashTerms.length === 0}>
            Efectivo (Rapipago o Pago Fácil)
          </Radio>
        </RadioGroup>
        <RadioGroup
          label="Período"
          value={option?.planId ?? null}
          onChange={(value) => setSelectedPlanId(value)}
        >
          {pool.map((candidate) => (
            <Radio key={candidate.planId} value={candidate.planId}>
              {optionLabel(candidate)}
            </Radio>
          ))}
        </RadioGroup>
        <Inline space="small">
          <Button variant="secondary" onPress={onBack}>
            Volver
          </Button>
          <Button
            variant="primary"
            isDisabled={option === undefined}
            isPending={isSaving}
            pendingLabel="Guardando"
            onPress={() => {
              if (option) onSave(option);
            }}
          >
            Continuar al pago
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
