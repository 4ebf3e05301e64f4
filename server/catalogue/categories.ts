// The store's category tree: the flat list (GET categories), the tree (GET category-hierarchy),
// a category with everything under it (the listing's category filter), a category's breadcrumb
// and category search. Trees are at most three levels and a few dozen rows, so ordering and
// nesting happen here; product counts come from product_facets.
import type { Category, CategoryNode, CategorySuggestion } from '../../contracts/pbs.ts';
import type { Queryable } from '../db/db.ts';
import { categoryImagePath } from './media-paths.ts';

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
  sort_order: number;
  product_count: number;
}

/** Depth first: each category followed by its children, siblings by their sort order. */
export async function loadCategories(db: Queryable, storeId: number): Promise<Category[]> {
  const flat: Category[] = [];
  const visit = (nodes: CategoryNode[]) => {
    for (const { children, ...category } of nodes) {
      flat.push(category);
      visit(children);
    }
  };
  visit(await loadCategoryTree(db, storeId));
  return flat;
}

export async function loadCategoryTree(db: Queryable, storeId: number): Promise<CategoryNode[]> {
  const rows = await db.query<CategoryRow>(
    `WITH direct AS (
       SELECT category_id, sum(product_count)::int AS n FROM product_facets WHERE store_id = $1
       GROUP BY category_id
     ), rolled_up AS (
       -- A product counts for its category and every ancestor.
       SELECT ancestor.id, sum(direct.n)::int AS n
       FROM direct JOIN categories x ON x.id = direct.category_id
       CROSS JOIN LATERAL unnest(x.path) AS ancestor (id)
       GROUP BY ancestor.id
     )
     SELECT c.id, c.name, c.parent_id, c.level, c.sort_order, coalesce(r.n, 0) AS product_count
     FROM categories c LEFT JOIN rolled_up r ON r.id = c.id
     WHERE c.store_id = $1
     ORDER BY c.sort_order, c.id`,
    [storeId],
  );
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      category_id: row.id,
      category_name: row.name,
      parent_id: row.parent_id,
      level: row.level,
      category_image: categoryImagePath(row.id),
      product_count: row.product_count,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The category and all its descendants (empty when the store has no such category). */
export async function categoryWithDescendants(
  db: Queryable,
  storeId: number,
  categoryId: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM categories WHERE store_id = $1 AND path @> ARRAY[$2::int]',
    [storeId, categoryId],
  );
  return rows.map((row) => row.id);
}

/** Root first, the category itself last. */
export function loadCategoryPath(
  db: Queryable,
  categoryId: number,
): Promise<{ category_id: number; category_name: string }[]> {
  return db.query(
    `SELECT c.id AS category_id, c.name AS category_name
     FROM categories x
     CROSS JOIN LATERAL unnest(x.path) WITH ORDINALITY AS ancestor (id, depth)
     JOIN categories c ON c.id = ancestor.id
     WHERE x.id = $1
     ORDER BY ancestor.depth`,
    [categoryId],
  );
}

/** Categories whose name contains the text; names that start with it first, then shallower ones. */
export function searchCategories(
  db: Queryable,
  storeId: number,
  text: string,
  limit: number,
): Promise<CategorySuggestion[]> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
  return db.query<CategorySuggestion>(
    `SELECT id AS category_id, name AS category_name FROM categories
     WHERE store_id = $1 AND lower(name) LIKE $2
     ORDER BY lower(name) LIKE $3 DESC, level, name, id
     LIMIT $4`,
    [storeId, `%${escaped}%`, `${escaped}%`, limit],
  );
}
