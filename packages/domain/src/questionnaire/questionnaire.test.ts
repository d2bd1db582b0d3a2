import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { estimateCategory, estimateQuota, parseArsInput, readStepAnswers } from './answers';
import {
  questionnaireMaySetStatuses,
  questionnaireOutcome,
  questionnaireStatuses,
} from './outcome';
import {
  impossibleQuestionnaireSteps,
  nextQuestionnaireStep,
  nextShownStep,
  type QuestionnaireAnswers,
  questionnaireBackEdges,
  questionnaireEntrySteps,
  questionnaireStep,
  questionnaireStepCount,
  questionnaireSteps,
  resumeQuestionnaireStep,
  type StepAnswer,
} from './steps';

/** The ARCA scale from 2026-08-01 as the API seeds it (A's obra social is aporte_OS: 100 %). */
function scale() {
  const text = readFileSync(
    new URL('../fixtures/monotributo-categorias-2026-08-01.csv', import.meta.url),
    'utf8',
  );
  const [header = '', ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  const aporteOs = '25694.55';
  const categories = lines.map((line) => {
    const cells = line.split(',');
    const row = Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
    return {
      categoria: row.categoria ?? '',
      monto_facturacion_maximo: row.ingresos_brutos_anuales_max ?? '',
      impuesto_servicios: row.impuesto_integrado_servicios ?? '',
      impuesto_bienes: row.impuesto_integrado_bienes ?? '',
      aportes_sipa: row.aporte_sipa ?? '',
      porcentaje_os: ((Number(row.aporte_obra_social) / Number(aporteOs)) * 100).toFixed(6),
    };
  });
  return { categories, aporteOs };
}

/** The answers a user can give to one control, to explore every path. */
function choicesOf(answer: StepAnswer): Partial<QuestionnaireAnswers>[] {
  switch (answer.kind) {
    case 'yesNo':
      return [{ [answer.field]: true }, { [answer.field]: false }];
    case 'choice':
      return (answer.options ?? []).map((option) => ({ [answer.field]: option.value }));
    case 'billingEstimate':
      return [{ cat_estimada: 'A' }, { cat_estimada: 'RI' }];
    case 'cuit':
      return [{ [answer.field]: '20111111112' }];
    case 'claveFiscal':
      return [{ [answer.field]: 'MiClave2026' }];
    case 'province':
      return [{ [answer.field]: 'CORDOBA' }];
    case 'postalCode':
      return [{ [answer.field]: 'X5000ABC' }];
    case 'count':
      return [{ [answer.field]: 2 }];
    case 'money':
      return [{ [answer.field]: null }];
    default:
      return [{ [answer.field]: answer.required ? 'algo' : '' }];
  }
}

function combinations(answers: readonly StepAnswer[]): Partial<QuestionnaireAnswers>[] {
  return answers.reduce<Partial<QuestionnaireAnswers>[]>(
    (partials, answer) =>
      partials.flatMap((partial) => choicesOf(answer).map((choice) => ({ ...partial, ...choice }))),
    [{}],
  );
}

type Path = { steps: number[]; answers: QuestionnaireAnswers };

/** How a walk moves on: the graph's own edges, or the screen's ({@link nextShownStep}). */
type Mover = (step: number, answers: QuestionnaireAnswers) => number | null;

const byGraph: Mover = (step, answers) => questionnaireSteps.get(step)?.next(answers) ?? null;
const asShown: Mover = (step, answers) => {
  const result = nextShownStep(step, answers);
  if (!result.ok) throw new Error(`Impossible step ${step}`);
  return result.value;
};

/**
 * Every path a user can take from `entry` (with or without working in an app): at each
 * unanswered question every combination of answers; an answered step revisited keeps its
 * answers (the screen shows them filled). `move` = `asShown` gives the screens the user sees.
 */
function explore(entry: number, start: QuestionnaireAnswers = {}, move = byGraph): Path[] {
  const done: Path[] = [];
  const walk = (step: number, answers: QuestionnaireAnswers, steps: number[]) => {
    if (steps.length > 60) throw new Error(`No end after ${steps.join(' → ')}`);
    const definition = questionnaireSteps.get(step);
    if (!definition) throw new Error(`Dead step ${step} after ${steps.join(' → ')}`);
    const options =
      definition.kind === 'question' && !definition.isAnswered(answers)
        ? combinations(definition.answers).map((choice) => ({ ...answers, ...choice }))
        : [answers];
    for (const next of options) {
      const target = move(step, next);
      if (target === null) done.push({ steps: [...steps, step], answers: next });
      else walk(target, next, [...steps, step]);
    }
  };
  walk(entry, start, []);
  return done;
}

const entries: [number, QuestionnaireAnswers][] = [
  [1, {}],
  [1, { trabaja_aplicacion: true }],
  [12, { tiene_dni: true, tiene_clavefiscal: false, es_monotributista: false }],
];
const allPaths = entries.flatMap(([entry, start]) => explore(entry, start));
const shownPaths = entries.flatMap(([entry, start]) => explore(entry, start, asShown));

describe('questionnaire steps (Spec 02 §4)', () => {
  it('has 24 steps, 0 to 23; 0, 2, 3 and 4 give the flow error', () => {
    expect(questionnaireStepCount).toBe(24);
    for (const step of [...impossibleQuestionnaireSteps, 24, -1, 99]) {
      const result = questionnaireStep(step);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]?.message).toBe(`Error en flujo - case: ${step}`);
      expect(nextQuestionnaireStep(step, {}).ok).toBe(false);
    }
    expect([...questionnaireSteps.keys()].sort((a, b) => a - b)).toEqual([
      1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
  });

  it('reaches every possible step from step 1 (and 12 from the CREANDO redirect)', () => {
    const fromOne = new Set(
      [...explore(1), ...explore(1, { trabaja_aplicacion: true })].flatMap((path) => path.steps),
    );
    const possible = [...questionnaireSteps.keys()];
    expect(possible.filter((step) => !fromOne.has(step))).toEqual([12]);
    expect(questionnaireEntrySteps).toEqual([1, 12]);
    expect(questionnaireStep(12).ok && questionnaireSteps.get(12)?.next({})).toBe(5);
  });

  it('ends every path at Finalizar (22) or at the dead end that saves (10), through 18 or 13', () => {
    expect(allPaths.length).toBeGreaterThan(50);
    for (const path of allPaths) {
      const last = path.steps.at(-1);
      expect([10, 22]).toContain(last);
      if (last === 22) expect([13, 18]).toContain(path.steps.at(-2));
      expect(questionnaireSteps.get(10)?.saves).toBe(true);
    }
  });

  it('follows the spec where it speaks', () => {
    const next = (step: number, answers: QuestionnaireAnswers) => {
      const result = nextQuestionnaireStep(step, answers);
      return result.ok ? result.value : 'error';
    };
    expect(next(1, { es_monotributista: true })).toBe(5);
    expect(next(1, { es_monotributista: false })).toBe(6);
    expect(next(6, { tiene_dni: false })).toBe(10);
    expect(next(6, { tiene_dni: true })).toBe(7);
    expect(next(7, { tiene_clavefiscal: false })).toBe(10);
    expect(next(7, { tiene_clavefiscal: true })).toBe(5);
    expect(next(5, { es_monotributista: true })).toBe(15);
    const activity = {
      tipo_actividad: 'presta_servicios',
      actividad_preliminar: 'Diseño',
    } as const;
    const address = {
      direccion: 'Av. Colón 1',
      ciudad: 'Córdoba',
      provincia: 'CORDOBA',
      cp: '5000',
    };
    // Added edges (issue 25 item 7): a monotributista's address, then its obra social.
    expect(next(5, { es_monotributista: true, ...activity })).toBe(17);
    expect(next(5, { es_monotributista: true, ...activity, ...address })).toBe(13);
    expect(next(17, { es_monotributista: true, cat_estimada: 'RI' })).toBe(13);
    expect(next(5, { es_monotributista: false, trabaja_aplicacion: true })).toBe(16);
    expect(next(5, { es_monotributista: false })).toBe(8);
    expect(next(8, {})).toBe(16);
    expect(next(16, {})).toBe(14);
    expect(next(14, {})).toBe(5);
    expect(next(15, {})).toBe(5);
    expect(next(12, {})).toBe(5);
    expect(next(13, {})).toBe(22);
    expect(next(17, { cat_estimada: 'RI' })).toBe(18);
    expect(next(17, { cat_estimada: 'C' })).toBe(19);
    expect(next(19, {})).toBe(20);
    expect(next(20, { direc_sa: true })).toBe(18);
    expect(next(20, { tres_ingresos: true })).toBe(18);
    expect(next(20, { importador: true })).toBe(18);
    expect(next(20, { direc_sa: false, tres_ingresos: false, importador: false })).toBe(8);
    expect(next(18, {})).toBe(22);
    expect(next(21, {})).toBe(13);
    for (const step of [5, 8, 13, 18]) expect(questionnaireSteps.get(step)?.saves).toBe(true);
    expect(questionnaireSteps.get(8)?.showsQuota).toBe(true);
    expect(questionnaireSteps.get(21)?.showsQuota).toBe(true);
  });

  it("takes the service provider's path 1 → 6 → 7 → 5 → 8 and on to Finalizar", () => {
    const path = explore(1).find(
      (candidate) =>
        candidate.answers.es_monotributista === false &&
        candidate.answers.tipo_actividad === 'presta_servicios' &&
        candidate.answers.cat_estimada === 'A' &&
        candidate.answers.direc_sa === false &&
        candidate.answers.tres_ingresos === false &&
        candidate.answers.importador === false &&
        candidate.answers.aportes_sipa === false,
    );
    expect(path?.steps).toEqual([1, 6, 7, 5, 8, 16, 14, 5, 17, 19, 20, 8, 11, 9, 21, 13, 22]);
  });

  it('asks the fiscal address (17) exactly once on every path that ends at 18 or 22', () => {
    for (const path of [...allPaths, ...shownPaths]) {
      const visits = path.steps.filter((step) => step === 17).length;
      const ended = path.steps.includes(18) || path.steps.at(-1) === 22;
      expect(`${path.steps.join(',')}: ${visits}`).toBe(
        `${path.steps.join(',')}: ${ended ? 1 : 0}`,
      );
      if (ended) {
        expect(path.answers).toMatchObject({ provincia: 'CORDOBA', cp: 'X5000ABC' });
      }
    }
    const monotributista = explore(1).filter((path) => path.answers.es_monotributista === true);
    expect(monotributista.map((path) => path.steps.join(','))).toContain('1,5,15,5,17,13,22');
  });
});

describe('nextShownStep: each screen once (issue 25 item 7)', () => {
  it('shows no step twice on any path, from any entry, with any answers', () => {
    expect(shownPaths.length).toBe(allPaths.length);
    const seen = new Set(shownPaths.flatMap((path) => path.steps));
    expect([...questionnaireSteps.keys()].filter((step) => !seen.has(step))).toEqual([]);
    for (const path of shownPaths) {
      expect(path.steps.join(',')).toBe([...new Set(path.steps)].join(','));
      expect([10, 22]).toContain(path.steps.at(-1));
    }
  });

  it('passes over the CUIT screen after 14 and 15, and the activity after 20, once answered', () => {
    const monotributista = explore(1, {}, asShown).filter(
      (path) => path.answers.es_monotributista === true,
    );
    expect(monotributista.map((path) => path.steps.join(','))).toContain('1,5,15,17,13,22');
    const provider = explore(1, {}, asShown).find(
      (candidate) =>
        candidate.answers.es_monotributista === false &&
        candidate.answers.cat_estimada === 'A' &&
        candidate.answers.direc_sa === false &&
        candidate.answers.tres_ingresos === false &&
        candidate.answers.importador === false &&
        candidate.answers.aportes_sipa === false,
    );
    expect(provider?.steps).toEqual([1, 6, 7, 5, 8, 16, 14, 17, 19, 20, 11, 9, 21, 13, 22]);
    // An app worker meets the activity first from 20: it is shown then.
    const appWorker = explore(1, { trabaja_aplicacion: true }, asShown).find(
      (candidate) =>
        candidate.answers.es_monotributista === false &&
        candidate.answers.importador === false &&
        candidate.answers.direc_sa === false &&
        candidate.answers.tres_ingresos === false,
    );
    expect(appWorker?.steps.slice(0, 9)).toEqual([1, 6, 7, 5, 16, 14, 17, 19, 20]);
    expect(appWorker?.steps).toContain(8);
  });

  it('shows a hub reached by a back-edge while it is unanswered, and any step reached forward', () => {
    const shown = (step: number, answers: QuestionnaireAnswers) => {
      const result = nextShownStep(step, answers);
      return result.ok ? result.value : 'error';
    };
    expect(shown(15, { es_monotributista: true })).toBe(5);
    expect(shown(20, { es_monotributista: false, direc_sa: false })).toBe(8);
    // Forward edges are never skipped: going back on purpose (10 → 1) shows each answer again.
    expect(shown(1, { es_monotributista: false, tiene_dni: true })).toBe(6);
    expect(shown(7, { tiene_clavefiscal: true, cuit: '20111111112', clave_fiscal: 'x' })).toBe(5);
    expect(shown(22, {})).toBeNull();
    expect(shown(3, {})).toBe('error');
  });

  it('lists every edge into 5 and 8 that goes back; the others go forward', () => {
    const into = new Set<string>();
    for (const path of allPaths) {
      path.steps.forEach((step, index) => {
        const from = path.steps[index - 1];
        if (from !== undefined && (step === 5 || step === 8)) into.add(`${from}→${step}`);
      });
    }
    const back = questionnaireBackEdges.map(([from, to]) => `${from}→${to}`);
    expect([...into].filter((edge) => !back.includes(edge)).sort()).toEqual([
      '12→5',
      '1→5',
      '5→8',
      '7→5',
    ]);
    expect(back.every((edge) => into.has(edge))).toBe(true);
  });
});

describe('resumeQuestionnaireStep', () => {
  it('starts a user with no answers at step 1', () => {
    expect(resumeQuestionnaireStep({})).toBe(1);
  });

  it('resumes at the first unanswered step and at the end once done', () => {
    expect(resumeQuestionnaireStep({ es_monotributista: false })).toBe(6);
    expect(
      resumeQuestionnaireStep({
        es_monotributista: false,
        tiene_dni: true,
        tiene_clavefiscal: true,
      }),
    ).toBe(5);
    expect(
      resumeQuestionnaireStep({
        es_monotributista: false,
        tiene_dni: true,
        tiene_clavefiscal: true,
        cuit: '20111111112',
        clave_fiscal: 'MiClave2026',
      }),
    ).toBe(8);
    // A monotributista with its activity but no address resumes at the address.
    expect(
      resumeQuestionnaireStep({
        es_monotributista: true,
        cuit: '20111111112',
        clave_fiscal: 'MiClave2026',
        tipo_actividad: 'vende_mercaderia',
        actividad_preliminar: 'Venta de ropa',
        os: '',
      }),
    ).toBe(17);
    for (const path of allPaths.filter((candidate) => candidate.steps[0] === 1)) {
      const last = path.steps.at(-1);
      const resumed = resumeQuestionnaireStep(path.answers);
      expect(`${path.steps.join(',')}: ${last === 22 && path.steps.includes(18) ? 18 : last}`).toBe(
        `${path.steps.join(',')}: ${resumed}`,
      );
    }
  });
});

describe('questionnaireOutcome and questionnaireStatuses', () => {
  const outcomeOf = (predicate: (answers: QuestionnaireAnswers) => boolean) =>
    questionnaireOutcome(allPaths.find((path) => predicate(path.answers))?.answers ?? {});

  it('maps each end to the back office statuses', () => {
    expect(questionnaireOutcome({})).toBe('incomplete');
    expect(outcomeOf((a) => a.tiene_dni === false)).toBe('withoutDni');
    expect(outcomeOf((a) => a.tiene_dni === true && a.tiene_clavefiscal === false)).toBe(
      'withoutClave',
    );
    expect(outcomeOf((a) => a.es_monotributista === true)).toBe('registered');
    expect(outcomeOf((a) => a.cat_estimada === 'RI')).toBe('notMonotributo');
    expect(outcomeOf((a) => a.importador === true)).toBe('notMonotributo');
    expect(
      outcomeOf(
        (a) =>
          a.es_monotributista === false &&
          a.cat_estimada === 'A' &&
          !a.direc_sa &&
          !a.tres_ingresos &&
          !a.importador &&
          a.os !== undefined,
      ),
    ).toBe('toRegister');

    expect(questionnaireStatuses('incomplete')).toEqual({});
    expect(questionnaireStatuses('withoutDni')).toEqual({});
    expect(questionnaireStatuses('withoutClave')).toEqual({ estado_clave_fiscal: 'CREANDO' });
    expect(questionnaireStatuses('toRegister')).toEqual({
      estado_monotributo: 'HACER_ALTA',
      estado_clave_fiscal: 'PENDIENTE_REVISION',
    });
    for (const outcome of ['registered', 'notMonotributo'] as const) {
      expect(questionnaireStatuses(outcome)).toEqual({
        estado_monotributo: 'PENDIENTE_REVISION',
        estado_clave_fiscal: 'PENDIENTE_REVISION',
      });
    }
  });

  it('sets statuses only while the user is onboarding', () => {
    expect(questionnaireMaySetStatuses({})).toBe(true);
    expect(
      questionnaireMaySetStatuses({
        estado_monotributo: 'INACTIVO',
        estado_clave_fiscal: 'CREANDO',
      }),
    ).toBe(true);
    expect(questionnaireMaySetStatuses({ estado_monotributo: 'HACER_ALTA' })).toBe(false);
    expect(questionnaireMaySetStatuses({ estado_clave_fiscal: 'ACTIVO' })).toBe(false);
  });
});

describe('estimated category and quota (steps 8 and 21)', () => {
  const { categories, aporteOs } = scale();

  it('estimates the category from the monthly billing on the scale in force', () => {
    expect(estimateCategory(0, categories)).toBe('A');
    // A's cap 12.009.410,45 / 12 = 1.000.784,20 a month
    expect(estimateCategory(100_078_420, categories)).toBe('A');
    expect(estimateCategory(100_078_421, categories)).toBe('B');
    expect(estimateCategory(999_999_999_99, categories)).toBe('RI');
    expect(estimateCategory(100, [])).toBeNull();
  });

  it("computes step 8's quota for the user alone and step 21's with family and SIPA", () => {
    const step8 = estimateQuota(
      { cat_estimada: 'A', tipo_actividad: 'presta_servicios' },
      {
        categories,
        aporteOs,
      },
    );
    // ARCA's total for A, services, 2026-08-01: 49.527,18
    expect(step8).toEqual({
      categoria: 'A',
      quota: {
        impuestoIntegrado: 558_577,
        sipa: 1_824_686,
        obraSocial: 2_569_455,
        total: 4_952_718,
      },
    });
    const step21 = estimateQuota(
      { cat_estimada: 'A', tipo_actividad: 'presta_servicios', cantidad_familiares: 1 },
      { categories, aporteOs },
    );
    expect(step21?.quota?.total).toBe(4_952_718 + 2_569_455);
    const withSipa = estimateQuota(
      { cat_estimada: 'A', tipo_actividad: 'presta_servicios', aportes_sipa: true },
      { categories, aporteOs },
    );
    expect(withSipa?.quota?.total).toBe(558_577);
    expect(
      estimateQuota({ cat_estimada: 'RI', tipo_actividad: 'alquileres' }, { categories, aporteOs }),
    ).toEqual({ categoria: 'RI', quota: null });
    expect(estimateQuota({ tipo_actividad: 'alquileres' }, { categories, aporteOs })).toBeNull();
  });
});

describe('readStepAnswers (Spec 02 §5)', () => {
  const step = (number: number) => {
    const result = questionnaireStep(number);
    if (!result.ok) throw new Error('impossible step');
    return result.value;
  };
  const messagesOf = (result: ReturnType<typeof readStepAnswers>) =>
    result.ok ? [] : result.errors.map((error) => `${error.path}: ${error.message}`);

  it('asks to choose an option and to describe the activity', () => {
    expect(messagesOf(readStepAnswers(step(1), {}))).toEqual([
      'es_monotributista: Selecciona una opcion',
    ]);
    expect(messagesOf(readStepAnswers(step(8), { actividad_preliminar: '  ' }))).toEqual([
      'tipo_actividad: Selecciona el tipo de actividad que realizas',
      'actividad_preliminar: Describe tu actividad',
      'facturacion_estimada: Ingresá cuánto estimás facturar por mes',
    ]);
    expect(readStepAnswers(step(1), { es_monotributista: 'false' })).toEqual({
      ok: true,
      value: { es_monotributista: false },
    });
  });

  it('reads the fiscal address of step 17, each part with its own message (issue 25 item 7)', () => {
    expect(step(17).answers.map((answer) => [answer.label, answer.autoComplete])).toEqual([
      ['Calle y número', 'street-address'],
      ['Ciudad', 'address-level2'],
      ['Provincia', undefined],
      ['Código postal', 'postal-code'],
    ]);
    expect(messagesOf(readStepAnswers(step(17), { direccion: '  ' }))).toEqual([
      'direccion: Domicilio requerido',
      'ciudad: Ciudad requerida',
      'provincia: Provincia requerida',
      'cp: Código postal requerido',
    ]);
    expect(
      messagesOf(
        readStepAnswers(step(17), {
          direccion: 'x'.repeat(121),
          ciudad: 'Córdoba',
          provincia: 'ATLANTIDA',
          cp: 'C14',
        }),
      ),
    ).toEqual([
      'direccion: Debe tener como máximo 120 caracteres',
      'provincia: Provincia inválida',
      'cp: Código postal inválido (ej.: 1425 o C1425ABC)',
    ]);
    expect(
      readStepAnswers(step(17), {
        direccion: ' Av. Colón 1234 ',
        ciudad: ' Córdoba',
        provincia: 'CORDOBA',
        cp: 'x5000 abc',
      }),
    ).toEqual({
      ok: true,
      value: {
        direccion: 'Av. Colón 1234',
        ciudad: 'Córdoba',
        provincia: 'CORDOBA',
        cp: 'X5000ABC',
      },
    });
    expect(
      readStepAnswers(step(17), { direccion: 'a', ciudad: 'b', provincia: 'SALTA', cp: '4400' }),
    ).toMatchObject({ ok: true, value: { cp: '4400' } });
  });

  it('checks the CUIT and the clave fiscal', () => {
    expect(
      messagesOf(readStepAnswers(step(5), { cuit: '20-11111111-3', clave_fiscal: 'abc' })),
    ).toEqual([
      'cuit: CUIT invalido',
      'clave_fiscal: La clave fiscal debe tener entre 6 y 20 caracteres',
    ]);
    expect(messagesOf(readStepAnswers(step(5), {}))).toEqual([
      'cuit: CUIT requerido',
      'clave_fiscal: Clave fiscal requerida',
    ]);
    expect(
      readStepAnswers(step(5), { cuit: '20-11111111-2', clave_fiscal: 'MiClave2026' }),
    ).toEqual({
      ok: true,
      value: { cuit: '20111111112', clave_fiscal: 'MiClave2026', tiene_clavefiscal: true },
    });
  });

  it('turns the billing estimate into cat_estimada, the family count into a number', () => {
    const { categories } = scale();
    expect(
      readStepAnswers(
        step(8),
        {
          tipo_actividad: 'presta_servicios',
          actividad_preliminar: ' Diseño gráfico ',
          facturacion_estimada: '1.500.000',
        },
        categories,
      ),
    ).toEqual({
      ok: true,
      value: {
        tipo_actividad: 'presta_servicios',
        actividad_preliminar: 'Diseño gráfico',
        cat_estimada: 'C',
      },
    });
    expect(
      readStepAnswers(
        step(8),
        { tipo_actividad: 'alquileres', actividad_preliminar: 'Alquiler de un depto' },
        categories,
        { cat_estimada: 'B' },
      ),
    ).toEqual({
      ok: true,
      value: { tipo_actividad: 'alquileres', actividad_preliminar: 'Alquiler de un depto' },
    });
    expect(readStepAnswers(step(11), {})).toEqual({ ok: true, value: { cantidad_familiares: 0 } });
    expect(readStepAnswers(step(16), { local_comercial: 'false', costo_alquiler: '9' })).toEqual({
      ok: true,
      value: { local_comercial: false, costo_alquiler: null },
    });
    expect(parseArsInput('1.234,56')).toBe(123_456);
    expect(parseArsInput('1234.5')).toBe(123_450);
    expect(parseArsInput('$ 500000')).toBe(50_000_000);
    expect(parseArsInput('12,3,4')).toBeNull();
  });
});

describe('a user without clave fiscal who comes back (12 → 5)', () => {
  it('goes on past 7 once step 5 is saved', () => {
    const withoutKey: QuestionnaireAnswers = {
      es_monotributista: false,
      tiene_dni: true,
      tiene_clavefiscal: false,
    };
    expect(questionnaireOutcome(withoutKey)).toBe('withoutClave');
    const step5 = questionnaireStep(5);
    if (!step5.ok) throw new Error('step 5');
    const read = readStepAnswers(step5.value, { cuit: '20111111112', clave_fiscal: 'MiClave2026' });
    if (!read.ok) throw new Error('valid answers');
    const back = { ...withoutKey, ...read.value };
    expect(resumeQuestionnaireStep(back)).toBe(8);
    expect(questionnaireOutcome(back)).toBe('incomplete');
  });
});
