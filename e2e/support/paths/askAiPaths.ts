import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { ASK_AI_PATH } from '../../../contracts/askAi.ts';
import { CFS_BASE_PATH } from '../../../contracts/cfs.ts';
import type { Envelope } from '../../../contracts/envelope.ts';
import type { AskAiContext } from '../../../machines/askAi/askAi.types.ts';
import type { ModelPath, ModelStep } from '../../../scripts/paths/graphCoverage.ts';
import {
  askAiModel,
  EARLIER,
  EVENTS,
  LIMITED,
  NOTICE,
  QUESTION,
  SCENARIOS,
} from '../../../tests/model/models/askAi.model.ts';
import { createCustomer, uniqueEmail } from '../accounts.ts';
import { type BrowserEvent, type BrowserPaths, type PathPage, playEvent } from './browserPaths.ts';
import { endpoint } from './heldRequests.ts';

// Ask AI in the browser, on the Ask AI page of a new customer, against the real server's built-in
// assistant. Each question's request is held until the path's first stream event (the machine
// waits in `answering.asking` meanwhile): then it goes to the server, or is refused (429, the
// model's "many questions" message). The server's answer reaches the page one event at a time as
// the path asks for them: a script put in the page before the storefront's own passes each of the
// server's events (conversation, chunk, citations, done) on when the step releases it, in the
// path's order; the events the built-in assistant never sends are made by hand as the server
// writes them (a notice: the language model failed; a second chunk when the answer had one). A
// stream cut halfway (the network dropped it) is the failure after the answer began. An earlier
// conversation to open is asked through the API before the page opens.

const ASK = `${CFS_BASE_PATH}${ASK_AI_PATH}/ask`;
const PASSWORD = 'Ask-paths-2026';
const NAMES = { firstName: 'Asha', lastName: 'Paths' };

/** What the page's script offers the test: the server's answer, one event at a time. */
interface StreamGate {
  /** How many answers have arrived (each question asked and let through is one). */
  count(): number;
  /** Passes on the server's next event of this name, or `fallback` when it sent none. */
  release(name: string, fallback: string): Promise<void>;
  /** The server's answer ends here (after `done`). */
  end(): void;
  /** The connection drops halfway. */
  cut(): void;
}

declare global {
  interface Window {
    __askAiPathsStream?: StreamGate;
  }
}

/** One event of the stream as the server writes it (contracts/askAi.ts). */
const block = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Put in the page before its scripts: the fetch of an answer gives its events out one at a time. */
function gateAnswers(): void {
  interface Gate {
    blocks: string[];
    ended: boolean;
    closed: boolean;
    controller: ReadableStreamDefaultController<Uint8Array> | null;
    waiters: Array<() => void>;
  }
  const gates: Gate[] = [];
  const encoder = new TextEncoder();
  const original = window.fetch.bind(window);
  const wake = (gate: Gate) => {
    for (const waiter of gate.waiters.splice(0)) waiter();
  };
  const current = () => {
    const gate = gates.at(-1);
    if (!gate) throw new Error('No answer has arrived');
    return gate;
  };
  const nameOf = (text: string) => /^event: ?(.+)$/m.exec(text)?.[1]?.trim();
  window.__askAiPathsStream = {
    count: () => gates.length,
    async release(name, fallback) {
      const gate = current();
      for (;;) {
        const index = gate.blocks.findIndex((text) => nameOf(text) === name);
        if (index >= 0 || gate.ended) {
          const [text] = index >= 0 ? gate.blocks.splice(index, 1) : [fallback];
          gate.controller?.enqueue(encoder.encode(text));
          return;
        }
        await new Promise<void>((resolve) => gate.waiters.push(resolve));
      }
    },
    end() {
      const gate = current();
      if (gate.closed) return;
      gate.closed = true;
      gate.controller?.close();
    },
    cut() {
      const gate = current();
      if (gate.closed) return;
      gate.closed = true;
      gate.controller?.error(new TypeError('network error'));
    },
  };
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (init?.method !== 'POST' || !url.pathname.endsWith('/ask-ai/ask')) return original(input, init);
    const response = await original(input, init);
    if (!response.ok || !response.body) return response;
    const gate: Gate = { blocks: [], ended: false, closed: false, controller: null, waiters: [] };
    gates.push(gate);
    // The server's whole answer is read as it comes and kept until the path releases it.
    void (async () => {
      const upstream = response.body;
      if (!upstream) return;
      const reader = upstream.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            gate.blocks.push(buffer.slice(0, end + 2));
            buffer = buffer.slice(end + 2);
          }
          wake(gate);
        }
      } catch {
        // Stopped by the shopper: the request was aborted.
      }
      gate.ended = true;
      wake(gate);
    })();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        gate.controller = controller;
      },
      cancel() {
        gate.closed = true;
      },
    });
    init.signal?.addEventListener('abort', () => {
      if (gate.closed) return;
      gate.closed = true;
      gate.controller?.error(init.signal?.reason);
    });
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

class AskAiPlayer {
  customer = { email: uniqueEmail('ask-paths'), password: PASSWORD, ...NAMES };
  /** Each question's request as it arrived, in order (held until a step lets it go or refuses it). */
  private readonly requests: Route[] = [];
  /** Questions asked so far (ASK and RETRY each send one). */
  asked = 0;
  /** Whether the current question's request went to the server. */
  passed = false;
  answers = 0;
  /** How the last failure came: the server refused the question, or the stream was cut. */
  failure: 'refused' | 'cut' | null = null;

  constructor(readonly at: PathPage) {}

  get page(): Page {
    return this.at.page;
  }

  async open(path: ModelPath): Promise<void> {
    await createCustomer(this.at.request, this.at.baseURL, this.customer);
    const token = await this.signInThroughApi();
    if (path.steps.some((step) => step.label === EVENTS.open))
      await this.askThroughApi(token, EARLIER[0]?.question ?? '');
    await this.page.route(endpoint(ASK), (route) => {
      this.requests.push(route);
    });
    await this.page.addInitScript(gateAnswers);
    await this.page.goto('/ask-ai');
  }

  /** The page opens signed in: the customer's tokens in its cookies, as a sign-in leaves them. */
  private async signInThroughApi(): Promise<string> {
    const response = await this.at.request.post(`${this.at.baseURL}/ums/rest/v3/login`, {
      data: { username: this.customer.email, password: this.customer.password },
      headers: { 'realm-name': 'demo' },
    });
    expect(response.ok()).toBe(true);
    const tokens = ((await response.json()) as { response_body: Record<string, string> }).response_body;
    await this.page.context().addCookies(
      ['access_token', 'refresh_token', 'id_token'].map((name) => ({
        name,
        value: tokens[name] ?? '',
        url: this.at.baseURL,
        sameSite: 'Strict' as const,
      })),
    );
    return tokens.access_token ?? '';
  }

  /** An earlier conversation: the question asked through the API and answered to its end. */
  private async askThroughApi(token: string, question: string): Promise<void> {
    const response = await this.at.request.post(`${this.at.baseURL}${ASK}`, {
      data: { question },
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    });
    expect(response.ok()).toBe(true);
    expect(await response.text()).toMatch(/^event: ?done$/m);
  }

  /** The current question's request, once the page has sent it. */
  async requestNow(): Promise<Route> {
    await expect
      .poll(() => this.requests.length, { message: 'the page asks the server', intervals: [50, 100, 250] })
      .toBeGreaterThanOrEqual(this.asked);
    const route = this.requests[this.asked - 1];
    if (!route) throw new Error('No question was asked');
    return route;
  }

  /** The current question goes to the server, and its answer has arrived in the page. */
  async letThrough(): Promise<void> {
    if (this.passed) return;
    await (await this.requestNow()).fallback();
    this.passed = true;
    this.answers += 1;
    await expect
      .poll(() => this.page.evaluate(() => window.__askAiPathsStream?.count() ?? 0))
      .toBe(this.answers);
  }

  async release(name: string, fallback: string): Promise<void> {
    await this.letThrough();
    await this.page.evaluate(([event, text]) => window.__askAiPathsStream?.release(event, text), [
      name,
      fallback,
    ] as const);
  }

  async ask(question: string): Promise<void> {
    await this.field().fill(question);
    await this.page.getByRole('button', { name: 'Ask', exact: true }).click();
  }

  /** A question is sent (ASK or RETRY): its request is the next to arrive, held. */
  async sent(): Promise<void> {
    this.asked += 1;
    this.passed = false;
    await this.requestNow();
  }

  field() {
    return this.page.getByRole('textbox', { name: 'Your question' });
  }

  turns() {
    // The conversation's own items (an answer's sources are a list of their own).
    return this.page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
  }

  async expectState(state: AnyMachineSnapshot): Promise<void> {
    const context = state.context as AskAiContext;
    const last = context.turns.at(-1);
    const lastTurn = this.turns().last();
    const stop = this.page.getByRole('button', { name: 'Stop', exact: true });
    const retry = this.page.getByRole('button', { name: 'Try again' });
    await expect(this.turns()).toHaveCount(context.turns.length);
    if (state.matches('answering')) {
      await expect(stop).toBeVisible();
      const answer = lastTurn.getByTestId('ask-ai-answer');
      if (state.matches({ answering: 'asking' }) || last?.text === '') await expect(answer).toHaveText('');
      else await expect(answer).not.toHaveText('');
    } else {
      await expect(stop).toHaveCount(0);
    }
    if (state.matches('idle')) {
      if (!last) {
        await expect(this.page.getByText(/^Ask about products, prices, stock/)).toBeVisible();
      } else {
        await expect(this.page.getByRole('button', { name: 'New conversation' })).toBeVisible();
        await expect(lastTurn.getByTestId('ask-ai-answer')).not.toHaveText('');
        // The answer's sources show once it is done (none released: none show). The earlier
        // conversation's answer has the server's own.
        if (last.question === QUESTION) {
          await expect(lastTurn.getByRole('region', { name: 'Sources' })).toHaveCount(
            last.citations.length > 0 ? 1 : 0,
          );
        }
      }
      await expect(retry).toHaveCount(0);
    }
    if (state.matches('stopped')) {
      await expect(lastTurn.getByText('Stopped.')).toBeVisible();
      await expect(retry).toBeVisible();
    }
    if (state.matches('failed')) await expect(retry).toBeVisible();
    const alert = this.page.getByRole('alert').filter({ hasNotText: NOTICE });
    if (context.error === null) await expect(alert).toHaveCount(0);
    else if (this.failure === 'refused') await expect(alert.filter({ hasText: LIMITED })).toBeVisible();
    else await expect(alert.filter({ hasText: 'The assistant could not answer.' })).toBeVisible();
    await expect(lastTurn.getByRole('alert').filter({ hasText: NOTICE })).toHaveCount(last?.notice ? 1 : 0);
    if (last && last.question === EARLIER[0]?.question) {
      // An earlier conversation opened: it is the one marked current in the list.
      await expect(
        this.page
          .getByRole('navigation', { name: 'Earlier conversations' })
          .getByRole('button', { name: last.question, exact: true }),
      ).toHaveAttribute('aria-current', 'true');
    }
  }
}

const prior = (path: ModelPath, index: number) => path.steps[index - 1]?.state;
const answering = (path: ModelPath, index: number) => prior(path, index)?.matches('answering') ?? false;
/** A question box with Ask: while no answer is being written (Ask does nothing then). */
const notAnswering = (path: ModelPath, index: number) => !answering(path, index);
const ended = (path: ModelPath, index: number) =>
  (prior(path, index)?.matches('stopped') || prior(path, index)?.matches('failed')) ?? false;

/** A stream event: the server's own when it sent one, else made by hand as the server writes it. */
const released = (name: string, fallback: string): BrowserEvent<AskAiPlayer> => ({
  can: answering,
  play: (player) => player.release(name, fallback),
});

const events: Record<string, BrowserEvent<AskAiPlayer>> = {
  [EVENTS.ask]: {
    can: notAnswering,
    play: async (player) => {
      await player.ask(QUESTION);
      await player.sent();
    },
  },
  // A blank question: Ask sends nothing.
  [EVENTS.askBlank]: { can: notAnswering, play: (player) => player.ask('   ') },
  [EVENTS.stop]: {
    can: answering,
    play: (player) => player.turns().last().getByRole('button', { name: 'Stop', exact: true }).click(),
  },
  [EVENTS.retry]: {
    can: ended,
    play: async (player) => {
      await player.page.getByRole('button', { name: 'Try again' }).click();
      await player.sent();
    },
  },
  // Shown once there is a conversation, and not while an answer is being written.
  [EVENTS.newConversation]: {
    can: (path, index) =>
      notAnswering(path, index) &&
      ((prior(path, index)?.context as AskAiContext | undefined)?.turns.length ?? 0) > 0,
    play: (player) => player.page.getByRole('button', { name: 'New conversation' }).click(),
  },
  // The earlier conversation asked before the page opened, from the list beside the conversation.
  [EVENTS.open]: {
    can: (path, index) => prior(path, index)?.matches('idle') ?? false,
    play: (player) =>
      player.page
        .getByRole('navigation', { name: 'Earlier conversations' })
        .getByRole('button', { name: EARLIER[0]?.question ?? '', exact: true })
        .click(),
  },
  [EVENTS.conversation]: released(
    'conversation',
    block('conversation', { conversation_id: 42, question_id: 1 }),
  ),
  [EVENTS.chunk]: released('chunk', block('chunk', { text: 'Here are ' })),
  // The built-in assistant never sends one: the server's notice when the language model failed.
  [EVENTS.notice]: released('notice', block('notice', { message: NOTICE })),
  [EVENTS.citations]: released('citations', block('citations', { citations: [] })),
  [EVENTS.done]: {
    can: answering,
    play: async (player) => {
      await player.release('done', block('done', { answer_id: 1, source: 'built-in' }));
      await player.page.evaluate(() => window.__askAiPathsStream?.end());
    },
  },
  // Before the answer began: the server refuses the question (too many); after: the stream is cut.
  [EVENTS.failed]: {
    can: answering,
    play: async (player) => {
      if (!player.passed) {
        const json: Envelope<null> = { response_body: null, response_message: LIMITED };
        await (await player.requestNow()).fulfill({ status: 429, json });
        player.passed = true;
        player.failure = 'refused';
        return;
      }
      await player.page.evaluate(() => window.__askAiPathsStream?.cut());
      player.failure = 'cut';
    },
  },
};

export const askAiPaths: BrowserPaths = {
  model: askAiModel,
  scenarios: [SCENARIOS.fresh],
  events,
  notDrivable: {
    'answering —xstate.error.actor.askQuestion→ failed':
      'never taken by the app: the askQuestion actor catches every failure of the request and its stream and sends STREAM.FAILED instead (src/features/askAi/actors/askAi.ts), so the actor itself never fails',
  },
  player: (at) => {
    const player = new AskAiPlayer(at);
    return {
      open: (path: ModelPath) => player.open(path),
      play: (step: ModelStep, index: number, path: ModelPath) => playEvent(events, player, step, index, path),
      expectState: (state) => player.expectState(state),
    };
  },
};
