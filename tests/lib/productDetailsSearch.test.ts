import { describe, expect, it } from 'vitest';
import { parseProductDetailsSearch } from '../../src/lib/productDetailsSearch.ts';

describe('parseProductDetailsSearch', () => {
  it('keeps a positive integer id', () => {
    expect(parseProductDetailsSearch({ id: 12 })).toEqual({ id: 12 });
    expect(parseProductDetailsSearch({ id: '12' })).toEqual({ id: 12 });
  });

  it('drops a missing or invalid id', () => {
    expect(parseProductDetailsSearch({}).id).toBeUndefined();
    expect(parseProductDetailsSearch({ id: 'abc' }).id).toBeUndefined();
    expect(parseProductDetailsSearch({ id: 0 }).id).toBeUndefined();
    expect(parseProductDetailsSearch({ id: 1.5 }).id).toBeUndefined();
  });

  it('overrides an invalid id when the router merges it over the raw search', () => {
    const raw = { id: 'abc' };
    expect({ ...raw, ...parseProductDetailsSearch(raw) }.id).toBeUndefined();
  });
});
