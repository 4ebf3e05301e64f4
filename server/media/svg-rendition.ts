// PNG renditions of SVG pictures for link previews: the big preview services (Facebook, X,
// LinkedIn, WhatsApp, Slack) do not draw SVG, and every generated catalogue picture is one.
//
// What is drawn is bounded before any drawing starts, because a drawing cannot be stopped once it
// runs (a few dozen blurred shapes keep a core busy for a minute): at most SVG_MAX_BYTES, only
// plain shapes, gradients, clip paths and text (no filters, masks, patterns, images, <use>, styles
// or scripts), at most SVG_MAX_ELEMENTS elements nested at most SVG_MAX_DEPTH deep, no DOCTYPE or
// entities, and every reference inside the document (href="#…", url(#…)). The renderer itself
// fetches nothing over the network, but it does read image files named by a path from the
// server's disk: only references inside the document keep it off the disk.
//
// Every rendition is RENDITION_WIDTH pixels wide (the size the big services ask for), its height
// from the picture's proportions, at most RENDITION_MAX_HEIGHT (a square; previews crop taller
// pictures anyway), on white (a transparent logo meant for a light page stays readable on a dark
// preview). Renditions are drawn one at a time off the event loop, each source once: the PNG is
// kept in a memory cache bounded in bytes and entries (least recently used goes first).
import { createHash } from 'node:crypto';
import { Resvg, type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';

export const RENDITION_WIDTH = 1200;
export const RENDITION_MAX_HEIGHT = 1200;
export const SVG_MAX_BYTES = 64 * 1024;
export const SVG_MAX_ELEMENTS = 300;
export const SVG_MAX_DEPTH = 12;

/** What may be drawn: shapes, gradients, clip paths and text; nothing that repeats, blurs or loads. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'metadata',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'text',
  'tspan',
]);

/** Attributes that draw effects the elements above do not allow (CSS filter functions, masks). */
const REFUSED_ATTRIBUTES = new Set(['filter', 'mask', 'style']);

export interface RenditionSize {
  width: number;
  height: number;
}

export type SvgCheck = { ok: true; size: RenditionSize } | { ok: false; reason: string };

/** The five XML entities and character references, as the parser reads an attribute's value. */
function decodeXml(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Whether `svg` may be drawn, and the rendition's size if so; the reason in plain words if not.
 * Cheap enough for every page that names the picture: no drawing, no fonts.
 */
export function checkSvg(svg: string): SvgCheck {
  const refuse = (reason: string): SvgCheck => ({ ok: false, reason });
  if (Buffer.byteLength(svg) > SVG_MAX_BYTES) return refuse(`larger than ${SVG_MAX_BYTES} bytes`);
  const body = svg.replace(/<!--[\s\S]*?-->/g, '').replace(/^\s*<\?xml\s[^?]*\?>/, '');
  if (/<[!?]/.test(body)) return refuse('a DOCTYPE, entity, CDATA section or processing instruction');
  let elements = 0;
  let depth = 0;
  for (const [, closing, name = '', attributes = ''] of body.matchAll(TAG)) {
    if (closing) {
      depth -= 1;
      continue;
    }
    elements += 1;
    if (!ELEMENTS.has(name)) return refuse(`the element <${name}>`);
    if (elements > SVG_MAX_ELEMENTS) return refuse(`more than ${SVG_MAX_ELEMENTS} elements`);
    if (!attributes.trimEnd().endsWith('/')) depth += 1;
    if (depth > SVG_MAX_DEPTH) return refuse(`elements nested more than ${SVG_MAX_DEPTH} deep`);
    for (const [, attribute = '', double, single] of attributes.matchAll(ATTRIBUTE)) {
      const value = decodeXml(double ?? single ?? '').trim();
      const local = attribute.slice(attribute.indexOf(':') + 1);
      if (REFUSED_ATTRIBUTES.has(local)) return refuse(`the attribute ${attribute}`);
      if (local === 'href' && !value.startsWith('#')) return refuse('a reference outside the document');
      for (const [, target = ''] of value.matchAll(/url\(\s*['"]?([^'")]*)/gi)) {
        if (!target.trim().startsWith('#')) return refuse('a reference outside the document');
      }
    }
  }
  // The tags count must add up: anything the scan could not read is not drawn.
  if (elements === 0 || depth !== 0 || body.replace(TAG, '').includes('<')) {
    return refuse('not one well-formed SVG document');
  }
  let source: Resvg;
  try {
    source = new Resvg(svg, { font: { loadSystemFonts: false } });
  } catch {
    return refuse('not a drawable SVG document');
  }
  const height = renditionHeight(source.width, source.height);
  if (height < 1 || height > RENDITION_MAX_HEIGHT) {
    return refuse(`proportions outside 1:${RENDITION_MAX_HEIGHT / RENDITION_WIDTH} to ${RENDITION_WIDTH}:1`);
  }
  return { ok: true, size: { width: RENDITION_WIDTH, height } };
}

/** The height the renderer gives a picture of this size fitted to RENDITION_WIDTH. */
export function renditionHeight(width: number, height: number): number {
  return width > 0 && height > 0 ? Math.round((RENDITION_WIDTH * height) / width) : 0;
}

const RENDER_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'width', value: RENDITION_WIDTH },
  background: '#FFFFFF',
  // Text (a logo's name, a badge's initials) in the machine's sans-serif; a machine without fonts
  // draws the shapes only.
  font: { loadSystemFonts: true },
  logLevel: 'off',
};

export interface RenditionLimits {
  /** How long a request waits for its drawing before it is told to come back. */
  timeoutMs: number;
  /** Drawings waiting for their turn beyond the one being drawn; more are told to come back. */
  maxWaiting: number;
  cacheMaxBytes: number;
  cacheMaxEntries: number;
}

export const DEFAULT_RENDITION_LIMITS: RenditionLimits = {
  timeoutMs: 10_000,
  maxWaiting: 8,
  cacheMaxBytes: 32 * 1024 * 1024,
  cacheMaxEntries: 512,
};

export type Rendition =
  | { kind: 'png'; png: Uint8Array; size: RenditionSize }
  /** The picture is not drawn (checkSvg's reason). */
  | { kind: 'refused'; reason: string }
  /** Too many drawings waiting, or this one took too long: ask again later (it goes on being drawn). */
  | { kind: 'busy' };

type Drawn = { kind: 'png'; png: Uint8Array; size: RenditionSize } | { kind: 'refused'; reason: string };

/** Draws renditions one at a time and keeps them (see the top of this file). */
export class SvgRenditions {
  private readonly cache = new Map<string, Drawn>();
  private cachedBytes = 0;
  private readonly drawing = new Map<string, Promise<Drawn>>();
  private running = false;
  private readonly queue: (() => void)[] = [];
  /** Drawings started, for tests and the curious. */
  drawn = 0;

  constructor(
    private readonly limits: RenditionLimits = DEFAULT_RENDITION_LIMITS,
    private readonly draw: (svg: string) => Promise<Uint8Array> = drawPng,
  ) {}

  async rendition(svg: string): Promise<Rendition> {
    const key = createHash('sha256').update(svg).digest('base64url');
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last: the first entry is the one to evict.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      const check = checkSvg(svg);
      if (!check.ok) return this.keep(key, { kind: 'refused', reason: check.reason });
      if (this.running && this.queue.length >= this.limits.maxWaiting) return { kind: 'busy' };
      pending = this.drawInTurn(svg, check.size).then((drawn) => {
        this.drawing.delete(key);
        return this.keep(key, drawn);
      });
      this.drawing.set(key, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Rendition>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'busy' }), this.limits.timeoutMs);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether this source's rendition is in the cache (tests). */
  has(svg: string): boolean {
    return this.cache.has(createHash('sha256').update(svg).digest('base64url'));
  }

  private async drawInTurn(svg: string, size: RenditionSize): Promise<Drawn> {
    if (this.running) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.running = true;
    this.drawn += 1;
    try {
      const png = await this.draw(svg);
      return { kind: 'png', png, size };
    } catch {
      return { kind: 'refused', reason: 'the renderer could not draw it' };
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running = false;
    }
  }

  private keep(key: string, drawn: Drawn): Drawn {
    const bytes = drawn.kind === 'png' ? drawn.png.byteLength : 0;
    if (bytes > this.limits.cacheMaxBytes) return drawn;
    this.cache.set(key, drawn);
    this.cachedBytes += bytes;
    for (const [oldest, entry] of this.cache) {
      if (this.cachedBytes <= this.limits.cacheMaxBytes && this.cache.size <= this.limits.cacheMaxEntries)
        break;
      this.cache.delete(oldest);
      this.cachedBytes -= entry.kind === 'png' ? entry.png.byteLength : 0;
    }
    return drawn;
  }
}

/** Draws on the renderer's own thread; only the PNG encoding runs on the event loop. */
async function drawPng(svg: string): Promise<Uint8Array> {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return new Uint8Array(image.asPng());
}

/** The server's one set of renditions. */
export const svgRenditions = new SvgRenditions();
