import { createBrowserInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { storeBootstrapMachine } from '../../machines/store/storeBootstrap.machine.ts';

describe('the Stately inspector', () => {
  // When it attaches: tests/lib/inspectorAccess.test.ts.
  it('receives the snapshots of an inspected root actor, offline', () => {
    const send = vi.fn();
    const open = vi.fn();
    const inspector = createBrowserInspector({
      window: { open, addEventListener: vi.fn() } as unknown as Window,
      autoStart: false,
      send,
    });
    const received: string[] = [];
    const actor = createActor(storeBootstrapMachine, {
      input: { realmName: 'demo', storeId: 19 },
      inspect: (event) => {
        received.push(event.type);
        inspector.inspect.next?.(event);
      },
    });
    actor.start();
    expect(received).toContain('@xstate.snapshot');
    expect(open).not.toHaveBeenCalled();
    actor.stop();
  });
});
