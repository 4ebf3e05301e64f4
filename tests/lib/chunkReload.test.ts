import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_FLAG,
  claimChunkReload,
  clearChunkReload,
  isChunkLoadError,
} from '../../src/lib/chunkReload.ts';
import { memoryStorage } from './memoryStorage.ts';

const chromeError = new TypeError('Failed to fetch dynamically imported module: http://x/assets/cart-abc.js');

describe('isChunkLoadError', () => {
  it.each([
    chromeError,
    new TypeError('error loading dynamically imported module: /assets/a.js'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 4 failed'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Network down'), 'Failed to fetch dynamically imported module', null])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('claimChunkReload', () => {
  it('reloads once per tab, then lets the error show', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(chromeError, storage)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_FLAG)).toBe('1');
    expect(claimChunkReload(chromeError, storage)).toBe(false);
  });

  it('counts the router’s own reload for the same module', () => {
    const storage = memoryStorage();
    storage.setItem(`tanstack_router_reload:${chromeError.message}`, '1');
    expect(claimChunkReload(chromeError, storage)).toBe(false);
  });

  it('never reloads for other errors', () => {
    expect(claimChunkReload(new Error('Boom'), memoryStorage())).toBe(false);
  });

  it('allows a new reload after a page has loaded fine', () => {
    const storage = memoryStorage();
    claimChunkReload(chromeError, storage);
    clearChunkReload(storage);
    expect(claimChunkReload(chromeError, storage)).toBe(true);
  });
});
