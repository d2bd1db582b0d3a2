/** The onboarding questionnaire (Spec 02 §2, §4, §5): steps, answers, outcome and statuses. */
export {
  type EstimateCategory,
  estimateCategory,
  estimateQuota,
  parseArsInput,
  type QuotaEstimate,
  readStepAnswers,
  type StepFormValues,
} from './answers';
export {
  type PhotoFlags,
  type QuestionnaireEndScreen,
  questionnaireEndScreen,
} from './end-screen';
export {
  type QuestionnaireOutcome,
  type QuestionnaireStatuses,
  questionnaireMaySetStatuses,
  questionnaireOutcome,
  questionnaireStatuses,
} from './outcome';
export {
  type AnswerKind,
  impossibleQuestionnaireSteps,
  nextQuestionnaireStep,
  nextShownStep,
  type QuestionnaireAnswers,
  type QuestionnaireStep,
  questionnaireBackEdges,
  questionnaireEntrySteps,
  questionnaireStep,
  questionnaireStepCount,
  questionnaireSteps,
  responsableInscriptoCategory,
  resumeQuestionnaireStep,
  type StepAnswer,
  type StepKind,
} from './steps';
