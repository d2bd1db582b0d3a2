/**
 * A candidate's document status, `stateDocument` (Spec 03 §4), as a transition table (issue 25
 * item 3). The OCR bot moves a document forward (`apps/api/src/modules/document-control/`): RECEIVED
 * on upload, CLASSIFIED or CLASSIFICATION_ERROR, EXTRACTED or MANUAL_REVIEW; the desk validates and
 * approves it. Staff "may pick any" state (Spec 03 §4): the back office's edit reaches every state
 * from every state. No state is final (a decision can be revised).
 */
import { type DocumentState, documentStates } from '../statuses';
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

/** A document's transition table (see the module's TSDoc). */
export const documentStatusMachine = defineStatusMachine<DocumentState, DocumentStatusEvent>({
  name: 'stateDocument',
  states: documentStates,
  events: [...documentStatusEvents, ...backOfficeEvents(documentStates)],
  initial: 'RECEIVED',
  final: [],
  transitions: [
    { from: ['RECEIVED'], event: 'classified', to: 'CLASSIFIED', guard: 'the bot' },
    {
      from: ['RECEIVED'],
      event: 'classificationFailed',
      to: 'CLASSIFICATION_ERROR',
      guard: 'the bot',
    },
    { from: ['CLASSIFIED'], event: 'extracted', to: 'EXTRACTED', guard: 'the bot' },
    {
      from: ['CLASSIFIED'],
      event: 'extractionDoubtful',
      to: 'MANUAL_REVIEW',
      guard: 'the bot, a field below its confidence',
    },
    ...backOfficeTransitions(documentStates),
  ],
});
