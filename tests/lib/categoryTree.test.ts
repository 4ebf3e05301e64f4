import { describe, expect, it } from 'vitest';
import type { Category } from '../../contracts/pbs.ts';
import { categoryOptions } from '../../src/features/catalogue/rules/categoryTree.ts';

const category = (
  category_id: number,
  parent_id: number | null,
  category_name = `C${category_id}`,
): Category => ({
  category_id,
  category_name,
  parent_id,
  level: 1,
  category_image: null,
  product_count: 0,
});

describe('categoryOptions', () => {
  it('puts children under their parent with their depth', () => {
    const options = categoryOptions([category(1, null), category(2, null), category(3, 1), category(4, 3)]);
    expect(options.map((option) => [option.category_id, option.depth])).toEqual([
      [1, 0],
      [3, 1],
      [4, 2],
      [2, 0],
    ]);
  });

  it('shows a category whose parent is missing at the top level', () => {
    expect(categoryOptions([category(5, 99)])).toEqual([{ category_id: 5, category_name: 'C5', depth: 0 }]);
  });

  it('lists categories in a parent cycle once', () => {
    const options = categoryOptions([category(1, 2), category(2, 1)]);
    expect(options.map((option) => option.category_id)).toEqual([1, 2]);
  });

  it('gives nothing for no categories', () => {
    expect(categoryOptions(undefined)).toEqual([]);
  });
});
