// What the session tells the storefront (its parent), which the model records as effects and so
// never sends in a test (found by mutation testing, docs/testing/mutation.md).
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, setup } from 'xstate';
import { sessionMachine } from '../../machines/auth/session.machine.ts';
import type { SessionTokens } from '../../machines/auth/session.types.ts';
import { COOKIES, HOME, REALM } from '../model/models/session.model.ts';

/** The session inside a parent that records what it is told (as the storefront is). */
function sessionInParent(tokens: SessionTokens) {
  const told: AnyEventObject[] = [];
  const parent = setup({ actors: { session: sessionMachine } }).createMachine({
    invoke: { id: 'session', src: 'session', input: { tokens, page: HOME, realmName: REALM } },
    on: { '*': { actions: ({ event }) => told.push(event) } },
  });
  const actor = createActor(parent);
  actor.start();
  return { actor, told };
}

describe('session: what the storefront is told as the app starts (SPEC section 4 "Session")', () => {
  it('a guest, with no cookie', () => {
    const { actor, told } = sessionInParent(COOKIES.none);
    expect(told.map((event) => event.type)).toEqual(['SESSION.GUEST']);
    actor.stop();
  });

  it('a guest, with an access cookie that names nobody', () => {
    const { actor, told } = sessionInParent(COOKIES.unreadable);
    expect(told.map((event) => event.type)).toEqual(['SESSION.GUEST']);
    actor.stop();
  });

  it('the customer the access cookie names, signed in by the cookie', () => {
    const { actor, told } = sessionInParent(COOKIES.readable);
    expect(told).toMatchObject([
      { type: 'SESSION.SIGNED_IN', via: 'cookie', user: { displayName: 'Asha Rao' } },
    ]);
    actor.stop();
  });

  it('signed out, when another tab signs out', () => {
    const { actor, told } = sessionInParent(COOKIES.readable);
    actor.getSnapshot().children.session?.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(told.map((event) => event.type)).toEqual(['SESSION.SIGNED_IN', 'SESSION.SIGNED_OUT']);
    actor.stop();
  });
});
