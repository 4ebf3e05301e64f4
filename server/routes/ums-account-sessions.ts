// The signed-in customer's sign-ins and sessions (SPEC section 2, /loginSessions and
// /activeSessions): GET login-history and GET active-sessions (pages from 1 of page-limit, 10 by
// default, at most 50; newest first), DELETE active-sessions/{id} (signs that session out: its
// refresh-token family is revoked at once, so its next request is refused and its refresh fails)
// and DELETE active-sessions (every session but the current one). Another customer's session, or
// one that has ended, is a 404.
import { Hono } from 'hono';
import { PAGE_LIMIT } from '../../contracts/paging.ts';
import type { AccountListPage, SignedOutSessions } from '../../contracts/ums.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { revokeCustomerSessions, revokeSession } from '../auth/sessions.ts';
import { isLiveSessionOf, listActiveSessions, listSignIns } from '../auth/sign-in-history.ts';
import { sendOk } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import type { Page } from '../http/pagination.ts';
import { optionalPositiveInteger, QueryParams } from '../http/query.ts';

const MAX_PAGE_LIMIT = 50;
const MAX_PAGE_NUMBER = 100_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_SUCH_SESSION = 'This session was not found, or it has ended already';

interface ListPaging {
  number: number;
  limit: number;
  page: Page;
}

function readPaging(params: QueryParams): ListPaging {
  const number = optionalPositiveInteger(params, 'page-number') ?? 1;
  if (number > MAX_PAGE_NUMBER)
    throw badRequest('“{field}” must be at most {max}.', { field: 'page-number', max: MAX_PAGE_NUMBER });
  const limit = optionalPositiveInteger(params, 'page-limit') ?? PAGE_LIMIT;
  if (limit > MAX_PAGE_LIMIT)
    throw badRequest('“{field}” must be at most {max}.', { field: 'page-limit', max: MAX_PAGE_LIMIT });
  return { number, limit, page: { limit, offset: (number - 1) * limit } };
}

const pageOf = <T>(paging: ListPaging, list: { total: number; items: T[] }): AccountListPage<T> => ({
  total: list.total,
  page_number: paging.number,
  page_limit: paging.limit,
  items: list.items,
});

export function umsAccountSessionRoutes(auth: AuthServices): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  const { db } = auth;

  app.get('/login-history', requireCustomer(), async (c) => {
    const paging = readPaging(QueryParams.of(c));
    return sendOk(c, pageOf(paging, await listSignIns(db, c.var.customer.id, paging.page)));
  });

  app.get('/active-sessions', requireCustomer(), async (c) => {
    const paging = readPaging(QueryParams.of(c));
    const now = new Date(auth.now());
    const list = await listActiveSessions(db, c.var.customer.id, c.var.sessionId, now, paging.page);
    return sendOk(c, pageOf(paging, list));
  });

  app.delete('/active-sessions/:id', requireCustomer(), async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw badRequest('The session id must be a UUID');
    const now = new Date(auth.now());
    if (!(await isLiveSessionOf(db, c.var.customer.id, id, now))) throw notFound(NO_SUCH_SESSION);
    await revokeSession(db, id, 'logout', now);
    return sendOk(c, null, 'That session was signed out');
  });

  app.delete('/active-sessions', requireCustomer(), async (c) => {
    const now = new Date(auth.now());
    const count = await revokeCustomerSessions(db, c.var.customer.id, 'logout', now, c.var.sessionId);
    const body: SignedOutSessions = { signed_out: count };
    return sendOk(
      c,
      body,
      count === 1 ? '1 other session was signed out' : `${count} other sessions were signed out`,
    );
  });

  return app;
}
