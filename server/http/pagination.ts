// The platform's paging convention: page numbers start at 1, and -1 means "everything at once".
import { ALL_PAGES } from '../../contracts/paging.ts';
import { fieldLabel } from '../i18n/field-labels.ts';
import { badRequest } from './http-error.ts';
import { parseInteger, type QueryParams } from './query.ts';

export interface Page {
  /** null: no limit (page number -1). */
  limit: number | null;
  offset: number;
}

const MAX_PAGE_NUMBER = 1_000_000;

export function readPage(params: QueryParams, name: string, pageSize: number, fallback: number): Page {
  const raw = params.get(name);
  const number = raw === undefined ? fallback : parseInteger(raw);
  if (number === undefined || (number !== ALL_PAGES && (number < 1 || number > MAX_PAGE_NUMBER))) {
    throw badRequest('“{field}” must be -1 (all) or a page number of at least 1.', {
      field: fieldLabel(name),
    });
  }
  return number === ALL_PAGES
    ? { limit: null, offset: 0 }
    : { limit: pageSize, offset: (number - 1) * pageSize };
}

/** Pages a list that is already in memory, with the same rules as SQL LIMIT/OFFSET. */
export function pageOf<T>(items: T[], page: Page): T[] {
  return page.limit === null ? items.slice(page.offset) : items.slice(page.offset, page.offset + page.limit);
}
