// A Vite plugin that ships each Lingui catalog as a compiled JSON file instead of a JavaScript
// chunk. The storefront fetches it (src/app/catalogs.ts), so a failed load has an HTTP status
// (SPEC section 8: 5xx, no status or a failed fetch are retried; 4xx and parse errors are not) and
// can really be retried: a failed dynamic import() stays failed for the page's lifetime.
//
// `import catalogUrls from 'virtual:lingui-json-catalogs'` gives { [locale]: url }. A build emits
// assets/messages-<locale>-<hash>.json; the dev server answers /@lingui-catalogs/<locale>.json.
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:lingui-json-catalogs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PREFIX = '/@lingui-catalogs/';

async function compileCatalog(locale: string): Promise<string> {
  const config = getConfig({ cwd: process.cwd() });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config has no catalog');
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales ?? {},
    sourceLocale: config.sourceLocale ?? 'en',
  });
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  if (errors.length > 0) throw new Error(`The ${locale} catalog does not compile: ${errors[0]?.id}`);
  return source;
}

export function linguiJsonCatalogs(): Plugin {
  const locales = getConfig({ cwd: process.cwd() }).locales;
  let serving = false;
  return {
    name: 'lingui-json-catalogs',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries: string[] = [];
      for (const locale of locales) {
        if (serving) {
          entries.push(`${JSON.stringify(locale)}: ${JSON.stringify(`${DEV_PREFIX}${locale}.json`)}`);
          continue;
        }
        const reference = this.emitFile({
          type: 'asset',
          name: `messages-${locale}.json`,
          source: await compileCatalog(locale),
        });
        entries.push(`${JSON.stringify(locale)}: import.meta.ROLLUP_FILE_URL_${reference}`);
      }
      return `export default {${entries.join(', ')}};`;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const locale = request.url?.startsWith(DEV_PREFIX)
          ? request.url.slice(DEV_PREFIX.length).replace(/\.json(\?.*)?$/, '')
          : null;
        if (!locale || !locales.includes(locale)) return next();
        try {
          response.setHeader('Content-Type', 'application/json');
          response.end(await compileCatalog(locale));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
