import type { Category } from '../../../../contracts/pbs.ts';

export interface CategoryOption {
  category_id: number;
  category_name: string;
  /** 0 for a top-level category, 1 for its children, … (for indenting a select's options). */
  depth: number;
}

/**
 * A flat category list in tree order: each category followed by its children, siblings in the
 * order given. Categories whose parent is missing from the list are shown as top-level ones; a
 * set of categories caught in a parent cycle is listed once, from the first of them at the top level.
 */
export function categoryOptions(categories: readonly Category[] | null | undefined): CategoryOption[] {
  const list = categories ?? [];
  const ids = new Set(list.map((category) => category.category_id));
  const children = new Map<number | null, Category[]>();
  for (const category of list) {
    const parent = category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: CategoryOption[] = [];
  const seen = new Set<number>();
  const visit = (category: Category, depth: number) => {
    if (seen.has(category.category_id)) return;
    seen.add(category.category_id);
    options.push({ category_id: category.category_id, category_name: category.category_name, depth });
    for (const child of children.get(category.category_id) ?? []) visit(child, depth + 1);
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  // Whatever a cycle kept out of reach of the roots.
  for (const category of list) visit(category, 0);
  return options;
}
