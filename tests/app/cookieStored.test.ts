import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilCookieStored } from '../../src/app/storage/cookieStored.ts';

/** A stand-in for the browser's cookie store: `get` answers `held`; `change` tells of a write. */
class FakeCookieStore extends EventTarget {
  held: string | null = null;
  async get(name: string) {
    return this.held === null ? null : { name, value: this.held };
  }
  write(name: string, value: string) {
    this.held = value;
    this.dispatchEvent(Object.assign(new Event('change'), { changed: [{ name, value }] }));
  }
}

const withStore = globalThis as unknown as { cookieStore?: FakeCookieStore };

afterEach(() => {
  delete withStore.cookieStore;
});

/** Whether `promise` has settled once every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('untilCookieStored', () => {
  it('resolves at once without the Cookie Store API', async () => {
    expect(await settled(untilCookieStored('id_token', 'i2'))).toBe(true);
  });

  it('waits until the store tells of the value written, not another', async () => {
    const store = new FakeCookieStore();
    store.held = 'i1';
    withStore.cookieStore = store;
    const stored = untilCookieStored('id_token', 'i2');
    expect(await settled(stored)).toBe(false);
    store.write('refresh_token', 'i2');
    store.write('id_token', 'i1');
    expect(await settled(stored)).toBe(false);
    store.write('id_token', 'i2');
    expect(await settled(stored)).toBe(true);
  });

  it('resolves when the store holds the value already, encoded as js-cookie writes it', async () => {
    const store = new FakeCookieStore();
    store.held = 'a%3Bb';
    withStore.cookieStore = store;
    expect(await settled(untilCookieStored('id_token', 'a;b'))).toBe(true);
  });

  it('stops waiting after a second for a store that never tells', async () => {
    vi.useFakeTimers();
    try {
      withStore.cookieStore = new FakeCookieStore();
      let done = false;
      untilCookieStored('id_token', 'i2').then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves at once for anything that is not a cookie store, or one whose get throws', async () => {
    // An element of that id (a browser without the API), and a store that fails outright.
    (globalThis as unknown as { cookieStore?: unknown }).cookieStore = { id: 'cookieStore' };
    expect(await settled(untilCookieStored('id_token', 'i2'))).toBe(true);
    const failing = new FakeCookieStore();
    failing.get = () => {
      throw new Error('blocked');
    };
    withStore.cookieStore = failing;
    expect(await settled(untilCookieStored('id_token', 'i2'))).toBe(true);
  });
});
