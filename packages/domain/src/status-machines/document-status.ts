/**
 * Document control's statuses as transition tables (issue 25 item 3): a candidate's document,
 * `stateDocument`, and the candidate itself, `state_candidate` (Spec 03 §4).
 *
 * A document: the OCR bot moves it forward (`apps/api/src/jobs/extraction-worker.ts`): RECEIVED
 * on upload, CLASSIFIED or CLASSIFICATION_ERROR, EXTRACTED or MANUAL_REVIEW; the desk validates
 * and approves it (`saveDocument` of `document-control.service.ts`). Staff "may pick any" state
 * (Spec 03 §4): the desk's edit reaches every state from every state. No state is final (a
 * decision can be revised).
 *
 * | event | from | to | who |
 * |---|---|---|---|
 * | `classified` | RECEIVED, CLASSIFIED | CLASSIFIED | the bot (CLASSIFIED again: a run repeated after a crash) |
 * | `classificationFailed` | RECEIVED, CLASSIFIED | CLASSIFICATION_ERROR | the bot: no type matches |
 * | `extracted` | CLASSIFIED | EXTRACTED | the bot: every field read with confidence |
 * | `extractionDoubtful` | CLASSIFIED | MANUAL_REVIEW | the bot: a field below its confidence, or the declared type differs from the detected one |
 * | `backOffice:<STATE>` | every state | that state | the desk |
 *
 * A candidate: "any transition is allowed" (Spec 03 §4), so its table is the desk's edit alone,
 * from CREATED (a new candidate, `defaultCandidateState`).
 */
import {
  type CandidateState,
  candidateStates,
  type DocumentState,
  defaultCandidateState,
  documentStates,
} from '../statuses';
import { backOfficeEvents, backOfficeTransitions } from './back-office';
import { defineStatusMachine } from './status-machine';

/** The bot's events of a document. */
export const documentStatusEvents = [
  'classified',
  'classificationFailed',
  'extracted',
  'extractionDoubtful',
] as const;

/** One of {@link documentStatusEvents} or a desk edit. */
export type DocumentStatusEvent =
  | (typeof documentStatusEvents)[number]
  | `backOffice:${DocumentState}`;

/** Who edits document control's statuses by hand. */
const desk = 'the document-control desk (adminDC, analistaDC, adminLiteDC in its company)';

/** The states the bot classifies a document from (a rerun after a crash finds it CLASSIFIED). */
const botStates: readonly DocumentState[] = ['RECEIVED', 'CLASSIFIED'];

/** A document's transition table (see the module's TSDoc). */
export const documentStatusMachine = defineStatusMachine<DocumentState, DocumentStatusEvent>({
  name: 'stateDocument',
  states: documentStates,
  events: [...documentStatusEvents, ...backOfficeEvents(documentStates)],
  initial: 'RECEIVED',
  final: [],
  transitions: [
    { from: botStates, event: 'classified', to: 'CLASSIFIED', guard: 'the bot' },
    {
      from: botStates,
      event: 'classificationFailed',
      to: 'CLASSIFICATION_ERROR',
      guard: 'the bot, no document type matches',
    },
    { from: ['CLASSIFIED'], event: 'extracted', to: 'EXTRACTED', guard: 'the bot' },
    {
      from: ['CLASSIFIED'],
      event: 'extractionDoubtful',
      to: 'MANUAL_REVIEW',
      guard: 'the bot, a field below its confidence or a declared type that differs',
    },
    ...backOfficeTransitions(documentStates, {}, desk),
  ],
});

/** A desk edit of a candidate's state. */
export type CandidateStatusEvent = `backOffice:${CandidateState}`;

/** A candidate's transition table: the desk's edit only (see the module's TSDoc). */
export const candidateStatusMachine = defineStatusMachine<CandidateState, CandidateStatusEvent>({
  name: 'state_candidate',
  states: candidateStates,
  events: backOfficeEvents(candidateStates),
  initial: defaultCandidateState,
  final: [],
  transitions: backOfficeTransitions(candidateStates, {}, desk),
});
