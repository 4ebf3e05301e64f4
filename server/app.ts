// Builds the whole HTTP app from a database and a configuration. No socket: main.ts listens, and
// tests call app.request() directly.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ServerConfig } from './config.ts';
import type { Queryable } from './db/db.ts';
import { handleError, handleNotFound } from './http/error-handler.ts';
import { validateLanguageCode } from './http/language-code.ts';
import { cfsRoutes } from './routes/cfs.ts';
import { mediaRoutes } from './routes/media.ts';
import { pbsRoutes } from './routes/pbs.ts';
import { spaRoutes } from './routes/spa.ts';
import { umsRoutes } from './routes/ums.ts';

export interface AppDeps {
  db: Queryable;
  config: ServerConfig;
}

export function createApp({ db, config }: AppDeps): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.notFound(handleNotFound);

  // gzip/deflate for text answers; files precompressed at build time are sent as they are.
  app.use(compress());

  for (const service of ['/ums', '/pbs', '/cfs']) {
    app.use(`${service}/*`, async (c, next) => {
      await next();
      // API answers are per store and soon per customer: never reuse one from a cache.
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    });
    app.use(`${service}/*`, validateLanguageCode());
  }

  app.route('/ums', umsRoutes(db));
  app.route('/pbs', pbsRoutes(db));
  app.route('/cfs', cfsRoutes(db));
  app.route('/media', mediaRoutes(db));
  app.route('/', spaRoutes(db, config));
  return app;
}
