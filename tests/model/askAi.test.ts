import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  askAiMachine,
  canRetry,
  FAILED_TO_ANSWER,
  isAnswering,
  isAskable,
  isWaitingForFirstWords,
} from '../../machines/askAi/askAi.machine.ts';
import type {
  AskAiContext,
  AskAiEvent,
  AskAiTurn,
  AskQuestionInput,
} from '../../machines/askAi/askAi.types.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath } from './eachGeneratedPath.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import {
  CONVERSATION_ID,
  EARLIER,
  EVENTS,
  KETTLE,
  LIMITED,
  askAiModel as model,
  NOTICE,
  QUESTION,
  SCENARIOS,
} from './models/askAi.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The conversation as an oracle, written from the decision's words (docs/decisions/0122-ask-ai.md):
// a question is asked (not a blank one), its answer streams in, and ends done, stopped or failed; a
// stopped or failed answer can be asked again; a new conversation forgets everything; an earlier
// one opens.

type SpecValue = 'idle' | 'answering.asking' | 'answering.streaming' | 'stopped' | 'failed';
interface SpecState extends AskAiContext {
  value: SpecValue;
}

const fresh = (question: string): AskAiTurn => ({
  question,
  text: '',
  citations: [],
  notice: null,
  status: 'answering',
});

function specOf(path: ModelPath) {
  let state: SpecState = { value: 'idle', conversationId: null, turns: [], error: null };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [];
  const last = (change: Partial<AskAiTurn>) =>
    state.turns.map((turn, i) => (i === state.turns.length - 1 ? { ...turn, ...change } : turn));
  path.steps.forEach(({ event }, step) => {
    const e = event as AskAiEvent;
    const isAnsweringNow = state.value.startsWith('answering');
    const startAsking = (turns: AskAiTurn[]) => {
      state = { ...state, value: 'answering.asking', turns, error: null };
      invocations.push({
        step,
        id: 'askQuestion',
        src: 'askQuestion',
        input: {
          question: turns.at(-1)?.question ?? '',
          conversationId: state.conversationId,
        } satisfies AskQuestionInput,
      });
    };
    if (step === 0) {
      // Nothing until a question.
    } else if (e.type === 'NEW_CONVERSATION') {
      state = { value: 'idle', conversationId: null, turns: [], error: null };
    } else if (e.type === 'ASK' && ['idle', 'stopped', 'failed'].includes(state.value)) {
      if (e.question.trim() !== '') startAsking([...state.turns, fresh(e.question.trim())]);
    } else if (e.type === 'RETRY' && ['stopped', 'failed'].includes(state.value) && state.turns.length > 0) {
      startAsking(last({ text: '', citations: [], notice: null, status: 'answering' }));
    } else if (e.type === 'OPEN_CONVERSATION' && state.value === 'idle') {
      state = { ...state, conversationId: e.conversationId, turns: e.turns, error: null };
    } else if (isAnsweringNow) {
      if (e.type === 'STREAM.CONVERSATION') state = { ...state, conversationId: e.conversationId };
      else if (e.type === 'STREAM.CHUNK') {
        state = {
          ...state,
          value: 'answering.streaming',
          turns: last({ text: (state.turns.at(-1)?.text ?? '') + e.text }),
        };
      } else if (e.type === 'STREAM.NOTICE')
        state = { ...state, turns: last({ text: '', notice: e.message }) };
      else if (e.type === 'STREAM.CITATIONS') state = { ...state, turns: last({ citations: e.citations }) };
      else if (e.type === 'STREAM.DONE') state = { ...state, value: 'idle', turns: last({ status: 'done' }) };
      else if (e.type === 'STREAM.FAILED')
        state = { ...state, value: 'failed', error: e.message, turns: last({ status: 'failed' }) };
      else if (e.type === 'STOP') state = { ...state, value: 'stopped', turns: last({ status: 'stopped' }) };
      else if ((event.type as string) === 'xstate.error.actor.askQuestion') {
        state = { ...state, value: 'failed', error: FAILED_TO_ANSWER, turns: last({ status: 'failed' }) };
      }
    }
    states.push(state);
  });
  return { states, invocations };
}

/** What the model's projection keeps of a context (models/askAi.model.ts). */
function projectionOf(context: AskAiContext) {
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
}

describe('askAi: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expect(path.steps.map((step) => stateValueToString(step.state.value))).toEqual(
      spec.states.map((s) => s.value),
    );
    // Each step as the graph tells states apart; the whole context at the end of the real run.
    expect(path.steps.map((step) => model.project(step.state))).toEqual(
      spec.states.map(({ value: _value, ...context }) => projectionOf(context)),
    );
    const { value: _value, ...finalContext } = spec.states.at(-1) ?? { value: 'idle' };
    expect(run.context).toEqual(finalContext);
    expect(run.invocations).toEqual(spec.invocations);
    expect(run.effects).toEqual([]);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: ['idle', 'answering', 'answering.asking', 'answering.streaming', 'stopped', 'failed'],
    transitions: 16,
  });
});

async function outcomeOf(events: string[]) {
  const run = await runPath(model, pathFromEvents(model, SCENARIOS.fresh, events));
  expect(run.failure).toBeNull();
  const last = run.path.steps.at(-1)?.state as ReturnType<typeof askAiMachine.transition>;
  return { run, last, value: stateValueToString(last.value), context: run.context as AskAiContext };
}

describe('askAi: the conversation', () => {
  it('a streamed answer: asking, streaming, then done with its citations in the conversation', async () => {
    const { value, context, last } = await outcomeOf([
      EVENTS.ask,
      EVENTS.conversation,
      EVENTS.chunk,
      EVENTS.chunk,
      EVENTS.citations,
      EVENTS.done,
    ]);
    expect(value).toBe('idle');
    expect(context.conversationId).toBe(CONVERSATION_ID);
    expect(context.turns).toEqual([
      { question: QUESTION, text: 'Here are Here are ', citations: [KETTLE], notice: null, status: 'done' },
    ]);
    expect(isAnswering(last)).toBe(false);
  });

  it('the next question continues the conversation', async () => {
    const { run } = await outcomeOf([EVENTS.ask, EVENTS.conversation, EVENTS.done, EVENTS.ask]);
    expect(run.invocations.map((invocation) => invocation.input)).toEqual([
      { question: QUESTION, conversationId: null },
      { question: QUESTION, conversationId: CONVERSATION_ID },
    ]);
  });

  it('a notice discards what the model wrote; the built-in answer follows', async () => {
    const { context } = await outcomeOf([EVENTS.ask, EVENTS.chunk, EVENTS.notice, EVENTS.chunk]);
    expect(context.turns.at(-1)).toMatchObject({ text: 'Here are ', notice: NOTICE, status: 'answering' });
  });

  it('stop keeps what came; retry asks the same question again from nothing', async () => {
    const stopped = await outcomeOf([EVENTS.ask, EVENTS.chunk, EVENTS.stop]);
    expect(stopped.value).toBe('stopped');
    expect(stopped.context.turns.at(-1)).toMatchObject({ text: 'Here are ', status: 'stopped' });
    expect(canRetry(stopped.last)).toBe(true);
    const again = await outcomeOf([EVENTS.ask, EVENTS.chunk, EVENTS.stop, EVENTS.retry]);
    expect(again.value).toBe('answering.asking');
    expect(isWaitingForFirstWords(again.last)).toBe(true);
    expect(again.context.turns).toEqual([
      { question: QUESTION, text: '', citations: [], notice: null, status: 'answering' },
    ]);
  });

  it('a failure shows the server message; a lost connection a general one; both can be retried', async () => {
    const limited = await outcomeOf([EVENTS.ask, EVENTS.failed]);
    expect(limited.value).toBe('failed');
    expect(limited.context.error).toBe(LIMITED);
    const broken = await outcomeOf([EVENTS.ask, EVENTS.broken, EVENTS.retry]);
    expect(broken.value).toBe('answering.asking');
    expect(broken.context.error).toBeNull();
  });

  it('a blank question is not sent; a new conversation forgets everything; an earlier one opens', async () => {
    expect((await outcomeOf([EVENTS.askBlank])).run.invocations).toEqual([]);
    const reset = await outcomeOf([EVENTS.ask, EVENTS.conversation, EVENTS.chunk, EVENTS.newConversation]);
    expect(reset.value).toBe('idle');
    expect(reset.context).toEqual({ conversationId: null, turns: [], error: null });
    const opened = await outcomeOf([EVENTS.open]);
    expect(opened.context).toEqual({ conversationId: 7, turns: EARLIER, error: null });
  });

  it('isAskable: not blank, at most 500 characters', () => {
    expect(isAskable('kettles')).toBe(true);
    expect(isAskable('  ')).toBe(false);
    expect(isAskable('x'.repeat(500))).toBe(true);
    expect(isAskable('x'.repeat(501))).toBe(false);
  });

  it('a real actor: the askQuestion actor streams; STOP stops it', async () => {
    let stopped = false;
    const actor = createActor(
      askAiMachine.provide({
        actors: {
          askQuestion: fromCallback<AskAiEvent, AskQuestionInput>(({ sendBack }) => {
            sendBack({ type: 'STREAM.CONVERSATION', conversationId: 5 });
            sendBack({ type: 'STREAM.CHUNK', text: 'Hello' });
            return () => {
              stopped = true;
            };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'ASK', question: QUESTION });
    expect(actor.getSnapshot().value).toEqual({ answering: 'streaming' });
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(stopped).toBe(true);
    actor.stop();
  });
});
