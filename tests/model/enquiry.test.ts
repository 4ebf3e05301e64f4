import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { Enquiry } from '../../contracts/enquiries.ts';
import { MAX_ENQUIRY_MESSAGE, MAX_ENQUIRY_SUBJECT } from '../../contracts/enquiries.ts';
import { selectEnquiryBusy, selectEnquiryScreen } from '../../machines/orders/enquiry.machine.ts';
import type { EnquiryContext, EnquiryEvent } from '../../machines/orders/enquiry.types.ts';
import type { FlowError } from '../../machines/shared/flowError.ts';
import {
  type ModelPath,
  memoizedRunner,
  type PathRun,
  pathFromEvents,
  runPath,
  stateValueToString,
} from '../../scripts/paths/graphCoverage.ts';
import { boundedPaths } from './boundedPaths.ts';
import { eachGeneratedPath, expectStates } from './eachGeneratedPath.ts';
import { expectedFlowError } from './expectedFlowError.ts';
import { expectFullCoverage } from './expectFullCoverage.ts';
import { EVENTS, ITEM_ID, enquiryModel as model, THREADS } from './models/enquiry.model.ts';

const paths = boundedPaths(model);
const runOnce = memoizedRunner(model);

// ---------------------------------------------------------------------------------------------
// The enquiry rules as an oracle (contracts/enquiries.ts), written apart from the machine:
// an item's open enquiry is shown (its unread replies marked new, then seen up to the newest one);
// with none open, the latest closed one is shown and a new one may be started; a subject (1–150)
// and a message (1–2000, trimmed, line breaks kept, at most one blank line in a row) are checked
// before anything is sent; a message that fails is kept and sent again on retry; closing ends the
// thread; a failed refresh or close keeps the thread with the reason. Sending and closing are taken
// while the thread is read again or its replies marked seen (that work is dropped), and a sent
// message's answer is shown as a refresh is (replies that came meanwhile marked new, then seen), and
// so is a closed thread's (its unread replies marked new, then seen, or the item counts them for good).

type SpecValue =
  | 'loading'
  | 'loadFailed'
  | 'composing'
  | 'opening'
  | 'thread.marking'
  | 'thread.idle'
  | 'thread.sending'
  | 'thread.failed'
  | 'thread.refreshing'
  | 'thread.closing'
  | 'closed.marking'
  | 'closed.idle';

interface SpecState {
  value: SpecValue;
  enquiry: Enquiry | null;
  canOpen: boolean;
  fresh: number[];
  outgoing: string | null;
  sent: number;
  error: FlowError | null;
}

const trimText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

function textCheck(text: string, max: number): 'required' | 'tooLong' | null {
  const length = [...trimText(text)].length;
  return length === 0 ? 'required' : length > max ? 'tooLong' : null;
}

const unread = (enquiry: Enquiry | null) =>
  (enquiry?.messages ?? []).filter((one) => one.unread).map((one) => one.message_id);

function specOf(path: ModelPath) {
  let state: SpecState = {
    value: 'loading',
    enquiry: null,
    canOpen: false,
    fresh: [],
    outgoing: null,
    sent: 0,
    error: null,
  };
  const states: SpecState[] = [];
  const invocations: PathRun['invocations'] = [];
  const invoke = (step: number, id: string, input: unknown) => invocations.push({ step, id, src: id, input });
  /** Shows a thread: unread replies are marked seen first. */
  const show = (step: number, next: SpecState, where: 'thread' | 'closed'): SpecState => {
    if (unread(next.enquiry).length === 0) return { ...next, value: `${where}.idle` };
    invoke(step, 'markSeen', {
      enquiryId: next.enquiry?.enquiry_id,
      messageId: next.enquiry?.messages.at(-1)?.message_id,
    });
    return { ...next, value: `${where}.marking` };
  };
  const showThread = (step: number, next: SpecState) => show(step, next, 'thread');
  const showClosed = (step: number, next: SpecState) => show(step, next, 'closed');
  path.steps.forEach(({ event }, step) => {
    const e = event as EventObject & { output?: unknown; subject?: string; message?: string };
    const s = state;
    if (e.type === 'xstate.init') {
      invoke(step, 'loadEnquiries', { orderItemId: ITEM_ID });
    } else if (s.value === 'loading' && e.type === 'xstate.done.actor.loadEnquiries') {
      const loaded = e.output as { enquiry: Enquiry | null; canOpen: boolean };
      const base = { ...s, canOpen: loaded.canOpen, error: null };
      if (loaded.enquiry?.status === 'open') {
        state = showThread(step, { ...base, enquiry: loaded.enquiry, fresh: unread(loaded.enquiry) });
      } else if (loaded.enquiry) {
        state = showClosed(step, { ...base, enquiry: loaded.enquiry, fresh: unread(loaded.enquiry) });
      } else {
        state = { ...base, value: 'composing' };
      }
    } else if (s.value === 'loading' && e.type === 'xstate.error.actor.loadEnquiries') {
      state = { ...s, value: 'loadFailed', error: expectedFlowError(e) };
    } else if (s.value === 'loadFailed' && e.type === 'RETRY') {
      state = { ...s, value: 'loading', error: null };
      invoke(step, 'loadEnquiries', { orderItemId: ITEM_ID });
    } else if (s.value === 'composing' && e.type === 'OPEN') {
      const subject = textCheck(e.subject ?? '', MAX_ENQUIRY_SUBJECT);
      const message = textCheck(e.message ?? '', MAX_ENQUIRY_MESSAGE);
      if (subject || message) {
        const fields = { ...(subject ? { subject } : {}), ...(message ? { message } : {}) };
        state = { ...s, error: { kind: 'invalidInput', fields } };
      } else {
        state = { ...s, value: 'opening', error: null };
        invoke(step, 'openEnquiry', {
          orderItemId: ITEM_ID,
          subject: (e.subject ?? '').trim(),
          message: trimText(e.message ?? ''),
        });
      }
    } else if (s.value === 'opening' && e.type === 'xstate.done.actor.openEnquiry') {
      state = {
        ...s,
        value: 'thread.idle',
        enquiry: e.output as Enquiry,
        canOpen: false,
        fresh: [],
        sent: s.sent + 1,
      };
    } else if (s.value === 'opening' && e.type === 'xstate.error.actor.openEnquiry') {
      state = { ...s, value: 'composing', error: expectedFlowError(e) };
    } else if (s.value === 'thread.marking' && e.type === 'xstate.done.actor.markSeen') {
      state = { ...s, value: 'thread.idle', enquiry: e.output as Enquiry };
    } else if (s.value === 'thread.marking' && e.type === 'xstate.error.actor.markSeen') {
      state = { ...s, value: 'thread.idle' };
    } else if (
      (s.value === 'thread.idle' ||
        s.value === 'thread.failed' ||
        s.value === 'thread.marking' ||
        s.value === 'thread.refreshing') &&
      e.type === 'SEND'
    ) {
      const problem = textCheck(e.message ?? '', MAX_ENQUIRY_MESSAGE);
      if (problem) {
        state = { ...s, error: { kind: 'invalidInput', fields: { message: problem } } };
      } else {
        const outgoing = trimText(e.message ?? '');
        state = { ...s, value: 'thread.sending', outgoing, error: null };
        invoke(step, 'sendMessage', { enquiryId: s.enquiry?.enquiry_id, message: outgoing });
      }
    } else if (s.value === 'thread.failed' && e.type === 'RETRY') {
      state = { ...s, value: 'thread.sending', error: null };
      invoke(step, 'sendMessage', { enquiryId: s.enquiry?.enquiry_id, message: s.outgoing });
    } else if (s.value === 'thread.sending' && e.type === 'xstate.done.actor.sendMessage') {
      const enquiry = e.output as Enquiry;
      state = showThread(step, {
        ...s,
        enquiry,
        outgoing: null,
        sent: s.sent + 1,
        fresh: [...new Set([...s.fresh, ...unread(enquiry)])],
      });
    } else if (s.value === 'thread.sending' && e.type === 'xstate.error.actor.sendMessage') {
      // The message is kept for a retry.
      state = { ...s, value: 'thread.failed', error: expectedFlowError(e) };
    } else if ((s.value === 'thread.idle' || s.value === 'thread.marking') && e.type === 'REFRESH') {
      state = { ...s, value: 'thread.refreshing', error: null };
      invoke(step, 'loadThread', { enquiryId: s.enquiry?.enquiry_id });
    } else if (s.value === 'thread.refreshing' && e.type === 'xstate.done.actor.loadThread') {
      const enquiry = e.output as Enquiry;
      state = showThread(step, { ...s, enquiry, fresh: [...new Set([...s.fresh, ...unread(enquiry)])] });
    } else if (s.value === 'thread.refreshing' && e.type === 'xstate.error.actor.loadThread') {
      state = { ...s, value: 'thread.idle', error: expectedFlowError(e) };
    } else if (
      (s.value === 'thread.idle' ||
        s.value === 'thread.failed' ||
        s.value === 'thread.marking' ||
        s.value === 'thread.refreshing') &&
      e.type === 'CLOSE'
    ) {
      state = {
        ...s,
        value: 'thread.closing',
        error: null,
        outgoing: s.value === 'thread.failed' ? null : s.outgoing,
      };
      invoke(step, 'closeEnquiry', { enquiryId: s.enquiry?.enquiry_id });
    } else if (s.value === 'thread.closing' && e.type === 'xstate.done.actor.closeEnquiry') {
      const enquiry = e.output as Enquiry;
      state = showClosed(step, {
        ...s,
        enquiry,
        canOpen: true,
        fresh: [...new Set([...s.fresh, ...unread(enquiry)])],
      });
    } else if (s.value === 'thread.closing' && e.type === 'xstate.error.actor.closeEnquiry') {
      state = { ...s, value: 'thread.idle', error: expectedFlowError(e) };
    } else if (s.value === 'closed.marking' && e.type === 'xstate.done.actor.markSeen') {
      state = { ...s, value: 'closed.idle', enquiry: e.output as Enquiry };
    } else if (s.value === 'closed.marking' && e.type === 'xstate.error.actor.markSeen') {
      state = { ...s, value: 'closed.idle' };
    } else if ((s.value === 'closed.idle' || s.value === 'closed.marking') && e.type === 'NEW' && s.canOpen) {
      state = { ...s, value: 'composing', error: null, fresh: [] };
    }
    states.push(state);
  });
  return { states, invocations };
}

// `sent` is left out of the graph's states (it only counts up), so a step's snapshot may have come
// by another way: it is compared with the real run at the end only.
const readContext = ({ orderItemId: _item, sent: _sent, ...rest }: EnquiryContext) => rest;

describe('enquiry: generated paths run on the machine', () => {
  eachGeneratedPath(model, paths, runOnce, (path, run) => {
    const spec = specOf(path);
    expectStates<EnquiryContext, ReturnType<typeof readContext>>(
      path,
      run,
      spec.states.map(({ sent: _sent, ...rest }) => rest),
      readContext,
    );
    expect((run.context as EnquiryContext).sent).toBe(spec.states.at(-1)?.sent);
    expect(run.invocations).toEqual(spec.invocations);
  });

  expectFullCoverage({
    model,
    paths,
    run: runOnce,
    states: [
      'loading',
      'loadFailed',
      'composing',
      'opening',
      'thread',
      'thread.checking',
      'thread.marking',
      'thread.idle',
      'thread.sending',
      'thread.failed',
      'thread.refreshing',
      'thread.closing',
      'closed',
      'closed.checking',
      'closed.marking',
      'closed.idle',
    ],
    transitions: 39,
  });

  it('selectEnquiryScreen and selectEnquiryBusy name every state', () => {
    const seen = new Map(
      paths.flatMap((path) =>
        path.steps.map(
          ({ state }) =>
            [
              stateValueToString(state.value),
              `${selectEnquiryScreen(state)}${selectEnquiryBusy(state) ? ' (busy)' : ''}`,
            ] as const,
        ),
      ),
    );
    expect(Object.fromEntries(seen)).toEqual({
      loading: 'loading',
      loadFailed: 'loadFailed',
      composing: 'composing',
      opening: 'opening',
      'thread.marking': 'thread (busy)',
      'thread.idle': 'thread',
      'thread.sending': 'sending',
      'thread.failed': 'sendFailed',
      'thread.refreshing': 'thread (busy)',
      'thread.closing': 'closing',
      'closed.marking': 'closed',
      'closed.idle': 'closed',
    });
  });
});

describe('enquiry: what is typed is checked before it is sent', () => {
  const run = (events: Array<string | EnquiryEvent>) =>
    runPath(model, pathFromEvents(model, 'an order item', events));

  it.each([
    ['a subject too long', 'x'.repeat(MAX_ENQUIRY_SUBJECT + 1), 'Hello', { subject: 'tooLong' }],
    ['a message too long', 'Hello', 'é'.repeat(MAX_ENQUIRY_MESSAGE + 1), { message: 'tooLong' }],
    ['blank lines only', 'Hello', '\n\n  \n', { message: 'required' }],
  ])('%s is refused with its reason, nothing sent', async (_name, subject, message, fields) => {
    const result = await run([EVENTS.loadedNone, { type: 'OPEN', subject, message }]);
    expect(result.failure).toBeNull();
    expect(stateValueToString(result.path.steps.at(-1)?.state.value ?? '')).toBe('composing');
    expect((result.context as EnquiryContext).error).toEqual({ kind: 'invalidInput', fields });
    expect(result.invocations.map((one) => one.id)).toEqual(['loadEnquiries']);
  });

  it('the longest subject and message (characters, not UTF-16 units) are sent', async () => {
    const subject = '😀'.repeat(MAX_ENQUIRY_SUBJECT);
    const message = 'आ'.repeat(MAX_ENQUIRY_MESSAGE);
    const result = await run([EVENTS.loadedNone, { type: 'OPEN', subject, message }]);
    expect(result.invocations.at(-1)).toMatchObject({ id: 'openEnquiry', input: { subject, message } });
  });

  it('a failed message, then an edited one: the edited text is what is sent', async () => {
    const result = await run([
      EVENTS.loadedOpen,
      EVENTS.marked,
      EVENTS.send,
      EVENTS.sendOffline,
      { type: 'SEND', message: 'Any news at all?' },
    ]);
    expect(result.invocations.filter((one) => one.id === 'sendMessage').map((one) => one.input)).toEqual([
      { enquiryId: THREADS.answered.enquiry_id, message: 'Any news?' },
      { enquiryId: THREADS.answered.enquiry_id, message: 'Any news at all?' },
    ]);
  });

  it('an unread reply stays marked new after the last-seen mark moved', async () => {
    const result = await run([EVENTS.loadedOpen, EVENTS.marked]);
    const context = result.context as EnquiryContext;
    expect(context.fresh).toEqual([2]);
    expect(context.enquiry?.messages.some((one) => one.unread)).toBe(false);
  });
});
