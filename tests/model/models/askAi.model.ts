import type { ProductCitation } from '../../../contracts/askAi.ts';
import { askAiMachine } from '../../../machines/askAi/askAi.machine.ts';
import type { AskAiTurn } from '../../../machines/askAi/askAi.types.ts';
import {
  actorError,
  canHappen,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';

export const QUESTION = 'which kettles are in stock?';
export const CONVERSATION_ID = 42;
export const KETTLE: ProductCitation = {
  kind: 'product',
  product_id: 10,
  product_name: 'Steam Glass Kettle (1.5 L)',
  price: 1259,
  original_price: 1799,
  rating: 4.6,
  in_stock: true,
  product_type_name: 'Physical',
  image: '/media/products/10/1.svg',
};
export const EARLIER: AskAiTurn[] = [
  { question: 'do you deliver to 110001?', text: 'Yes.', citations: [], notice: null, status: 'done' },
];
export const NOTICE = 'The assistant answered from the store data alone this time.';
export const LIMITED = 'You have asked many questions in a short time.';

export const SCENARIOS = { fresh: 'a new conversation' } as const;

export const EVENTS = {
  ask: `ASK "${QUESTION}"`,
  askBlank: 'ASK (blank)',
  stop: 'STOP',
  retry: 'RETRY',
  newConversation: 'NEW_CONVERSATION',
  open: 'OPEN_CONVERSATION 7',
  conversation: 'STREAM.CONVERSATION 42',
  chunk: 'STREAM.CHUNK "Here are "',
  notice: 'STREAM.NOTICE',
  citations: 'STREAM.CITATIONS (a kettle)',
  done: 'STREAM.DONE',
  failed: 'STREAM.FAILED (429)',
  broken: 'xstate.error.actor.askQuestion (connection lost)',
} as const;

const STREAM = /^STREAM\./;

export const askAiModel = defineModel({
  name: 'askAi',
  machine: askAiMachine,
  scenarios: [{ label: SCENARIOS.fresh, input: undefined }],
  events: [
    userEvent({ type: 'ASK', question: QUESTION }, EVENTS.ask),
    userEvent({ type: 'ASK', question: '   ' }, EVENTS.askBlank),
    userEvent({ type: 'STOP' }, EVENTS.stop),
    userEvent({ type: 'RETRY' }, EVENTS.retry),
    userEvent({ type: 'NEW_CONVERSATION' }, EVENTS.newConversation),
    userEvent({ type: 'OPEN_CONVERSATION', conversationId: 7, turns: EARLIER }, EVENTS.open),
    userEvent({ type: 'STREAM.CONVERSATION', conversationId: CONVERSATION_ID }, EVENTS.conversation),
    userEvent({ type: 'STREAM.CHUNK', text: 'Here are ' }, EVENTS.chunk),
    userEvent({ type: 'STREAM.NOTICE', message: NOTICE }, EVENTS.notice),
    userEvent({ type: 'STREAM.CITATIONS', citations: [KETTLE] }, EVENTS.citations),
    userEvent({ type: 'STREAM.DONE' }, EVENTS.done),
    userEvent({ type: 'STREAM.FAILED', message: LIMITED }, EVENTS.failed),
    actorError('askQuestion', 'connection lost'),
  ],
  // The stream's events come only from the running askQuestion actor.
  // Stopped and failed are left only by answering, entered only with a question asked (ASK adds
  // it, NEW_CONVERSATION leaves for idle): RETRY's hasQuestion is always true there.
  unreachableGuardOutcomes: Object.fromEntries(
    ['stopped', 'failed'].map((state) => [
      `${state} —RETRY [hasQuestion]→ answering: not taken (hasQuestion false)`,
      'every way into this state has a question asked (a defensive guard)',
    ]),
  ),
  filterEvents: (snapshot, event) =>
    STREAM.test(event.type) ? 'askQuestion' in snapshot.children : canHappen(snapshot, event),
  // Bounded: how many turns (up to 2), the last one's state, and whether it has text, a notice or citations.
  project: ({ context }) => {
    const last = context.turns.at(-1);
    return {
      conversationId: context.conversationId,
      turns: Math.min(context.turns.length, 2),
      last: last
        ? {
            status: last.status,
            text: last.text !== '',
            notice: last.notice !== null,
            cited: last.citations.length,
          }
        : null,
      error: context.error !== null,
    };
  },
  describeState: ({ value, context }) =>
    `${stateValueToString(value)} (${context.turns.length} turns${context.conversationId ? `, conversation ${context.conversationId}` : ''})`,
  effects: [],
});
