// `npx tsx scripts/perf-profile.ts <url> [built assets folder, default dist/assets]`: what the main
// thread does while a page loads, by source. Opens the page once in Chromium (a phone's viewport,
// the CPU slowed 4× as Lighthouse's mobile preset does; only localhost resolves), records a CPU
// profile from before the navigation until 3 s after `load`, and prints:
// - the page's paints (first contentful, largest contentful with its element);
// - the main thread's time before the largest paint, by source;
// - each long task (over 50 ms: what Lighthouse counts as blocking) with the sources its time went to;
// - the whole load's time by source.
// '(program)' is the browser's own work (parsing HTML, style, layout, paint), '(garbage collector)'
// the script's garbage collection.
// Sources are read from the build's source maps (build with `--sourcemap` into another folder, and
// serve it with STATIC_DIR), grouped by package (node_modules) or by folder of the project; without
// maps, by script file.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [url, assetsDir = join('dist', 'assets')] = process.argv.slice(2);
if (!url || !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
  console.error('Usage: npx tsx scripts/perf-profile.ts http://127.0.0.1:PORT/path [assets folder]');
  process.exit(1);
}

const maps = new Map<string, TraceMap | null>();
function mapOf(scriptUrl: string): TraceMap | null {
  const name = basename(new URL(scriptUrl).pathname);
  if (!maps.has(name)) {
    const file = join(assetsDir, `${name}.map`);
    maps.set(name, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(name) ?? null;
}

/** '@mui/material', 'react-dom', 'src/features/catalogue', 'machines/cart'… or the script's name. */
function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
  if (!frame.url.startsWith('http')) return frame.url;
  const map = mapOf(frame.url);
  const file = basename(new URL(frame.url).pathname);
  if (!new URL(frame.url).pathname.startsWith('/assets/')) return "(the page's inline scripts)";
  if (!map) return file;
  const source = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return `${file} (unmapped)`;
  const inModules = source.split('node_modules/').pop() ?? source;
  if (inModules !== source) {
    const parts = inModules.split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const from = source.search(/(^|\/)(src|machines|contracts)\//);
  const project = (from === -1 ? source : source.slice(from).replace(/^\//, '')).split('/');
  return project.slice(0, project[0] === 'src' && project[1] === 'features' ? 3 : 2).join('/');
}

/** 'name (src/app/system.ts:42)': a sampled function where the source map places it. */
function functionOf(frame: ProfileNode['callFrame']): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url.startsWith('http') || !new URL(frame.url).pathname.startsWith('/assets/')) return name;
  const map = mapOf(frame.url);
  const position =
    map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return `${name} (${basename(new URL(frame.url).pathname)})`;
  const from = position.source.lastIndexOf('node_modules/');
  const file =
    from === -1
      ? position.source.replace(/^.*?\/?(?=(src|machines|contracts)\/)/, '')
      : position.source.slice(from + 13);
  return `${position.name ?? name} (${file}:${position.line})`;
}

function top(times: Map<string, number>, count: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([source, ms]) => `${source} ${Math.round(ms)} ms`)
    .join(', ');
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The main thread's time by kind of work (ParseHTML, UpdateLayoutTree, Layout, Paint, FunctionCall…),
 * each event's own time without the events inside it, keyed by its start (microseconds).
 */
function selfTimes(events: TraceEvent[]): { at: number; ms: number; kind: string }[] {
  const threads = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  const work = (event: TraceEvent) => event.ph === 'X' && typeof event.dur === 'number';
  // The page's renderer: the main thread with the most work.
  const main = threads
    .map((thread) => ({
      thread,
      count: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && work(event))
        .length,
    }))
    .sort((a, b) => b.count - a.count)[0]?.thread;
  if (!main) return [];
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && work(event))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: { at: number; ms: number; kind: string }[] = [];
  const stack: { event: TraceEvent; self: number; index: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0) {
      const top = stack.at(-1);
      if (!top || top.event.ts + (top.event.dur ?? 0) > until) break;
      stack.pop();
      const row = result[top.index];
      if (row) row.ms = top.self / 1000;
    }
  };
  for (const event of own) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur ?? 0;
    result.push({ at: event.ts, ms: 0, kind: event.name });
    stack.push({ event, self: event.dur ?? 0, index: result.length - 1 });
  }
  close(Number.POSITIVE_INFINITY);
  return result.filter((row) => row.kind !== 'RunTask' && row.kind !== 'ThreadControllerImpl::RunTask');
}

interface Entry {
  kind: string;
  name: string;
  start: number;
  duration: number;
  what?: string;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: Entry[] = [];
    (window as unknown as { __perfEntries: Entry[] }).__perfEntries = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        seen.push({
          kind: entry.entryType,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          what: element ? element.outerHTML.slice(0, 120) : undefined,
        });
      }
    }).observe({ entryTypes: ['longtask', 'largest-contentful-paint', 'paint'] });
  });
  const cdp = await context.newCDPSession(page);
  // The document's request time on the profile's clock (monotonic): where the page's own times
  // (milliseconds from its navigation) begin.
  let navigationStart: number | undefined;
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && navigationStart === undefined) navigationStart = event.timestamp * 1e6;
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const entries = await page.evaluate(() => (window as unknown as { __perfEntries: Entry[] }).__perfEntries);

  console.log(`# ${url} (CPU 4× slower, 412×823)`);
  const lcp = entries.filter((entry) => entry.kind === 'largest-contentful-paint').at(-1);
  for (const entry of entries.filter((candidate) => candidate.kind === 'paint'))
    console.log(`${entry.name} at ${Math.round(entry.start)} ms`);
  if (lcp) console.log(`largest-contentful-paint at ${Math.round(lcp.start)} ms: ${lcp.what ?? ''}`);

  // Each sample's source and time (milliseconds from the navigation); '(idle)' is waiting.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const origin = navigationStart ?? profile.startTime;
  const samples: { at: number; ms: number; source: string; fn: string }[] = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    samples.push({
      at: (time - origin) / 1000,
      ms,
      source: sourceOf(node.callFrame),
      fn: functionOf(node.callFrame),
    });
  });
  const kinds = selfTimes(trace.traceEvents).map((row) => ({ ...row, at: (row.at - origin) / 1000 }));
  const byKind = (from: number, to: number) => {
    const times = new Map<string, number>();
    for (const row of kinds) {
      if (row.at >= from && row.at < to) times.set(row.kind, (times.get(row.kind) ?? 0) + row.ms);
    }
    return top(times, 8);
  };
  const within = (from: number, to: number) => {
    const sources = new Map<string, number>();
    const functions = new Map<string, number>();
    let busy = 0;
    for (const sample of samples) {
      if (sample.at < from || sample.at >= to) continue;
      busy += sample.ms;
      sources.set(sample.source, (sources.get(sample.source) ?? 0) + sample.ms);
      if (!sample.source.startsWith('('))
        functions.set(sample.fn, (functions.get(sample.fn) ?? 0) + sample.ms);
    }
    return (
      `busy ${Math.round(busy)} ms: ${top(sources, 10)}\n      trace events' own time: ${byKind(from, to)}` +
      `\n      functions: ${top(functions, 6)}`
    );
  };
  if (lcp) console.log(`\nbefore the largest paint (0-${Math.round(lcp.start)} ms), ${within(0, lcp.start)}`);
  const longTasks = entries.filter((entry) => entry.kind === 'longtask');
  const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  console.log(`\nlong tasks (${longTasks.length}, ${Math.round(blocking)} ms beyond 50 ms each):`);
  for (const task of longTasks) {
    const spent = within(task.start, task.start + task.duration);
    console.log(`  at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms, ${spent}`);
  }
  console.log(`\nthe whole load, ${within(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)}`);
} finally {
  await browser.close();
}
