import { expect, type Page, type Route } from '@playwright/test';
import type { Envelope } from '../../../contracts/envelope.ts';

/**
 * The URLs of an API endpoint, whatever the query. A pattern (not a function) lets Playwright pick
 * the requests without asking the test process about every request the page sends.
 */
export function endpoint(path: string): RegExp {
  return new RegExp(`^[^?]*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
}

/**
 * The requests of one kind that the page sends, held until a path step answers them: while a
 * request waits, its machine waits in the state that sent it, so the test can check what the page
 * shows there before the step's event (the answer) arrives.
 */
export class HeldRequests {
  private readonly waiting: Route[] = [];
  private passing = false;

  /** `name` says in failures which request the page did not send. */
  constructor(readonly name: string) {}

  /** Holds every request whose URL `matches` from now on (until `passThrough`). */
  static async on(page: Page, name: string, matches: RegExp): Promise<HeldRequests> {
    const held = new HeldRequests(name);
    await page.route(matches, (route) => held.hold(route));
    return held;
  }

  /** For routes that decide first whether to hold a request. */
  hold(route: Route): Promise<void> {
    if (this.passing) return route.fallback();
    this.waiting.push(route);
    return Promise.resolve();
  }

  /** Waits until the page has sent such a request (the machine asked), without answering it. */
  async arrived(): Promise<void> {
    await expect
      .poll(() => this.waiting.length, { message: `the page sends ${this.name}`, intervals: [50, 100, 250] })
      .toBeGreaterThan(0);
  }

  /** The oldest request still waiting, once the page has sent one. */
  async next(): Promise<Route> {
    await this.arrived();
    const route = this.waiting.shift();
    if (!route) throw new Error(`${this.name}: no request is waiting`);
    return route;
  }

  /** Answers the oldest waiting request with the server's own answer. */
  async pass(): Promise<void> {
    await (await this.next()).fallback();
  }

  /** Answers the oldest waiting request with an envelope (SPEC section 7). */
  async answer<T>(status: number, body: T, message = status < 400 ? 'Success' : 'Refused'): Promise<void> {
    const json: Envelope<T> = { response_body: body, response_message: message };
    await this.fulfill({ status, json });
  }

  /** Answers the oldest waiting request with exactly this response. */
  async fulfill(response: Parameters<Route['fulfill']>[0]): Promise<void> {
    await (await this.next()).fulfill(response);
  }

  /** The oldest waiting request never gets an answer: the connection fails. */
  async fail(): Promise<void> {
    await (await this.next()).abort('failed');
  }

  /** From now on such requests go to the server, the waiting ones too (of a page that may be gone). */
  async passThrough(): Promise<void> {
    this.passing = true;
    for (const route of this.waiting.splice(0)) await route.fallback().catch(() => undefined);
  }
}
