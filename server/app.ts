// Builds the whole HTTP app from a database and a configuration. No socket: main.ts listens, and
// tests call app.request() directly.
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { CFS_BASE_PATH } from '../contracts/cfs.ts';
import { FULFILMENT_BASE_PATH } from '../contracts/fulfilment.ts';
import { PBS_BASE_PATH } from '../contracts/pbs.ts';
import { UMS_BASE_PATH } from '../contracts/ums.ts';
import { createAuthServices } from './auth/auth-services.ts';
import { bearerAuth } from './auth/bearer.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { setAnswerHeader } from './http/answer-header.ts';
import { compression } from './http/compression.ts';
import { handleError, handleNotFound } from './http/error-handler.ts';
import { inProcessRequest } from './http/in-process.ts';
import { validateLanguageCode } from './http/language-code.ts';
import { oneReadPerRequest } from './http/one-read-per-request.ts';
import { securityHeaders } from './http/security-headers.ts';
import { TrustedProxies } from './http/trusted-proxies.ts';
import { keepingStoreAnswers } from './page/kept-store-answers.ts';
import { SANDBOX_PATH } from './payments/providers.ts';
import { catalogueMediaRoutes } from './routes/catalogue-media.ts';
import { cfsRoutes } from './routes/cfs.ts';
import { devRoutes } from './routes/dev.ts';
import { faviconRoutes } from './routes/favicon.ts';
import { fulfilmentRoutes } from './routes/fulfilment.ts';
import { mediaRoutes } from './routes/media.ts';
import { MEDIA_PREVIEW_PATH, mediaPreviewRoutes } from './routes/media-preview.ts';
import { paymentsSandboxRoutes } from './routes/payments-sandbox.ts';
import { pbsRoutes } from './routes/pbs.ts';
import { catalogueRoutes } from './routes/pbs-catalogue.ts';
import { seoRoutes } from './routes/seo.ts';
import { spaRoutes } from './routes/spa.ts';
import { umsRoutes } from './routes/ums.ts';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** The clock every expiry is checked against, in epoch milliseconds; tests move it. */
  now?: () => number;
  /** Where outbox messages and security events are logged, one line each. */
  log?: (line: string) => void;
}

export function createApp({ db, config, now = Date.now, log = console.log }: AppDeps): Hono {
  const proxies = new TrustedProxies(config.trustProxy);
  const auth = createAuthServices({ db, config, now, log, proxies });
  const app = new Hono();
  app.onError(handleError);
  app.notFound(handleNotFound);

  // Each store or product is read once per request, however many API calls its page's render makes.
  app.use(oneReadPerRequest());

  // Lets texts put into answer bodies find the request's language (server/i18n/in-request-language.ts).
  app.use(contextStorage());
  app.use(securityHeaders(proxies));
  // gzip/deflate for text answers; files precompressed at build time are sent as they are.
  app.use(compression());

  for (const service of ['/ums', '/pbs', '/cfs']) {
    app.use(`${service}/*`, async (c, next) => {
      await next();
      // API answers are per store and per customer: never reuse one from a cache.
      if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
    });
    app.use(`${service}/*`, validateLanguageCode());
    // Only makes the caller's bearer token readable; endpoints that need the store or customer check it.
    app.use(`${service}/*`, bearerAuth(auth));
  }

  app.route(UMS_BASE_PATH, umsRoutes(auth));
  app.route(PBS_BASE_PATH, pbsRoutes(db));
  app.route(PBS_BASE_PATH, catalogueRoutes(db));
  app.route(CFS_BASE_PATH, cfsRoutes(db, config, now, log));
  // The payments sandbox, a provider's test environment (routes/payments-sandbox.ts): never in production.
  if (config.paymentsSandbox) app.route(SANDBOX_PATH, paymentsSandboxRoutes(db, now));
  // Generated catalogue images first; everything else under /media comes from media_files.
  app.route('/media', catalogueMediaRoutes(db));
  app.route('/media', mediaRoutes(db));
  // Link previews: PNG renditions of the SVG pictures pages share (og:image).
  app.route(MEDIA_PREVIEW_PATH, mediaPreviewRoutes(db));
  // The outbox holds one-time codes and reset links: opt-in, and for this machine only.
  // The seller's and courier's side (each store's keys; docs/OPERATIONS.md, "Seller and courier
  // endpoints").
  app.route(FULFILMENT_BASE_PATH, fulfilmentRoutes(auth));
  if (config.devOutbox) app.route('/dev', devRoutes(db, now));
  app.route('/', faviconRoutes(config));
  app.route('/', seoRoutes(db, config));
  // The first screen's render reads the API in this process, as a browser would over HTTP; what is the
  // same for every guest of the store is kept for the renders after (page/kept-store-answers.ts).
  const renderApi = keepingStoreAnswers((request) => app.fetch(request), config.databaseUrl);
  app.route(
    '/',
    spaRoutes(db, config, (input, init) => renderApi(inProcessRequest(input, init))),
  );
  return app;
}
