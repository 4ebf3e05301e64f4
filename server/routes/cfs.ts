// Customer-facing service. For now only the Ask AI switch; cart and wish list come later.
import { Hono } from 'hono';
import type { AiConfiguration } from '../../contracts/cfs.ts';
import type { Queryable } from '../db/db.ts';
import { sendOk } from '../http/envelope.ts';
import { requestStore, type StoreEnv } from '../http/request-store.ts';
import { loadAiConfiguration } from '../stores/ai-configuration.ts';

export function cfsRoutes(db: Queryable): Hono<StoreEnv> {
  const app = new Hono<StoreEnv>();

  app.get('/ai-configuration', requestStore(db), async (c) => {
    const body: { ai_configuration: AiConfiguration[] } = {
      ai_configuration: await loadAiConfiguration(db, c.var.store.id),
    };
    return sendOk(c, body);
  });

  return app;
}
