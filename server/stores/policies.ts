// The store's policy pages (contracts/policies.ts): the published list and one page with the pages
// nested under it, each in the requested language where the store has it, else in English.
import {
  POLICY_PATH_MAX_LENGTH,
  POLICY_PATH_PATTERN,
  type Policy,
  type PolicySummary,
} from '../../contracts/policies.ts';
import type { Queryable } from '../db/db.ts';
import { badRequest, notFound } from '../http/http-error.ts';

/** Every policy has an English text; the other languages are translations. */
const FALLBACK_LANGUAGE = 'en';

/** The texts to look for, best first: 'en_IN' → en_IN, en; 'ar' → ar, en. */
function languagesFor(requested: string | undefined): string[] {
  const wanted = requested ?? FALLBACK_LANGUAGE;
  return wanted === FALLBACK_LANGUAGE ? [FALLBACK_LANGUAGE] : [wanted, FALLBACK_LANGUAGE];
}

/** A path from the address: validated, so that a stranger's input never reaches a query unbounded. */
export function parsePolicyPath(raw: string): string {
  const path = raw.replace(/^\/+|\/+$/g, '');
  if (path.length === 0 || path.length > POLICY_PATH_MAX_LENGTH || !POLICY_PATH_PATTERN.test(path)) {
    throw badRequest('A policy path is lower-case words and hyphens, at most four levels, e.g. privacy.');
  }
  return path;
}

// Each policy with its best text: the requested language's, else English (ordered by preference).
const BEST_TEXT = `
  SELECT DISTINCT ON (p.id) p.id, p.path, p.sort_order, p.updated_at, t.title, t.body, t.language_code
  FROM store_policies p
  JOIN store_policy_texts t ON t.policy_id = p.id AND t.language_code = ANY($2::text[])
  WHERE p.store_id = $1 AND p.published
  ORDER BY p.id, array_position($2::text[], t.language_code)`;

interface PolicyRow {
  id: number;
  path: string;
  sort_order: number;
  updated_at: Date;
  title: string;
  body: string;
  language_code: string;
}

const summary = (row: PolicyRow): PolicySummary => ({
  path: row.path,
  title: row.title,
  language_code: row.language_code,
});

/** The store's published policies, in its order (a parent before the pages nested under it). */
export async function listPolicies(
  db: Queryable,
  storeId: number,
  language?: string,
): Promise<PolicySummary[]> {
  const rows = await db.query<PolicyRow>(`SELECT * FROM (${BEST_TEXT}) best ORDER BY sort_order, path`, [
    storeId,
    languagesFor(language),
  ]);
  return rows.map(summary);
}

/** One published policy with the pages directly under it; 404 when the store has none at `path`. */
export async function loadPolicy(
  db: Queryable,
  storeId: number,
  path: string,
  language?: string,
): Promise<Policy> {
  const rows = await db.query<PolicyRow>(
    `SELECT * FROM (${BEST_TEXT}) best
     WHERE path = $3 OR (path LIKE $3 || '/%' AND path NOT LIKE $3 || '/%/%')
     ORDER BY sort_order, path`,
    [storeId, languagesFor(language), path],
  );
  const page = rows.find((row) => row.path === path);
  if (!page) throw notFound('This store has no such policy page.');
  return {
    ...summary(page),
    body: page.body,
    updated_at: page.updated_at.toISOString(),
    children: rows.filter((row) => row !== page).map(summary),
  };
}
