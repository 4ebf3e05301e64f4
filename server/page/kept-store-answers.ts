// The API's answers that are the same for every guest of a store, whatever the page (its categories
// and their tree, deals, recommendations, vendors, banners, sorting choices, rating scale), as a
// page's render asks them of the API in this process: kept for the renders after. Every page a
// guest opens without a kept copy of its own asked several of them again (the home page, all four
// of its sections), each a trip through the API's middleware, its queries and its JSON.
//
// Kept as the store's records are (kept-page-store.ts): read anew after a minute, whenever a write
// says what public pages show has changed (an order's stock, a review's rating: `catalogChanged`),
// and never kept by a process that would not hear other processes' writes. Only a guest's render's
// (a customer's carries their token: never kept), only whole answers (200), only GET.
import { PBS_BASE_PATH } from '../../contracts/pbs.ts';
import { catalogGeneration, hearsEveryChange } from './first-screen-cache.ts';

/** The API's paths whose answers depend on the store and the language only. */
export const STORE_WIDE_PATHS: ReadonlySet<string> = new Set(
  [
    'categories',
    'category-hierarchy',
    'sorting-elements',
    'recommendation',
    'banners',
    'deals',
    'vendors',
    'rating-scale',
  ].map((path) => `${PBS_BASE_PATH}/${path}`),
);

/** How long a kept answer is served before it is asked again. */
export const STORE_ANSWER_LIFETIME_MS = 60_000;

/** How many answers are kept (paths × query strings × languages × stores): more forgets them all. */
const KEPT_ANSWERS = 500;

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

interface Kept {
  answer: Promise<Answer>;
  generation: number;
  keptAt: number;
}

/** The render's API, with the store-wide answers kept (per app: each app keeps its own). */
export function keepingStoreAnswers(
  api: (request: Request) => Response | Promise<Response>,
  databaseUrl: string | undefined,
  now: () => number = Date.now,
): (request: Request) => Promise<Response> {
  const kept = new Map<string, Kept>();
  return async (request) => {
    const key = keyOf(request);
    if (key === null || !hearsEveryChange(databaseUrl)) return api(request);
    const found = kept.get(key);
    if (found && found.generation === catalogGeneration() && now() - found.keptAt <= STORE_ANSWER_LIFETIME_MS)
      return answerOf(await found.answer);
    const entry: Kept = { answer: read(api, request), generation: catalogGeneration(), keptAt: now() };
    if (kept.size >= KEPT_ANSWERS) kept.clear();
    kept.set(key, entry);
    try {
      const answer = await entry.answer;
      if (answer.status !== 200 && kept.get(key) === entry) kept.delete(key);
      return answerOf(answer);
    } catch (error) {
      if (kept.get(key) === entry) kept.delete(key);
      throw error;
    }
  };
}

/** The request's key: everything its answer can depend on; null for one that is not kept. */
function keyOf(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return null;
  const url = new URL(request.url);
  if (!STORE_WIDE_PATHS.has(url.pathname)) return null;
  const headers = [...request.headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([url.pathname, url.search, headers]);
}

async function read(
  api: (request: Request) => Response | Promise<Response>,
  request: Request,
): Promise<Answer> {
  const response = await api(request);
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

/** A new answer each time: a body is read once. */
function answerOf(answer: Answer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
