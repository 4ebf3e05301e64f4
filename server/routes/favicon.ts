// GET /favicon.ico: the configured store's bag mark in its logo colours (see media/favicon-ico.ts),
// drawn once at start-up. Browsers ask for it on every site whether the page names it or not.
import { Hono } from 'hono';
import type { ServerConfig } from '../config.ts';
import { SEED_STORES } from '../db/seed-data.ts';
import { type FaviconColours, faviconIco } from '../media/favicon-ico.ts';

/** A store without logos (the plain store) gets a neutral slate bag. */
const NEUTRAL: FaviconColours = { brand: '#64748B', ink: '#FFFFFF' };

export function faviconRoutes(config: ServerConfig): Hono {
  const app = new Hono();
  const icon = faviconIco(coloursOf(config.realmName));

  app.get('/favicon.ico', (c) =>
    c.body(new Uint8Array(icon), 200, {
      'Content-Type': 'image/x-icon',
      // Not content-hashed, so not kept for ever: a day.
      'Cache-Control': 'public, max-age=86400',
    }),
  );

  return app;
}

function coloursOf(realmName: string): FaviconColours {
  const realm = realmName.split('-')[0]?.toLowerCase();
  const logo = SEED_STORES.find((store) => store.realmName === realm)?.logos?.light;
  return logo ? { brand: logo.brand, ink: logo.markInk } : NEUTRAL;
}
