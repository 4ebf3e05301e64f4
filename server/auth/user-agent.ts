// What a sign-in's User-Agent says of its device and browser, for the sign-in history and the
// active sessions. Only the common browsers and systems are named; anything else is null (the
// screens say "Unknown"). The order matters: Edge and Opera also say Chrome, Chrome also says Safari.

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/(?:Chrome|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows NT/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function describeUserAgent(userAgent: string): { device: string | null; browser: string | null } {
  const device = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  return { device, browser };
}

/** The User-Agent as kept: printable ASCII only, at most 512 characters. */
export function keptUserAgent(header: string | undefined): string {
  return (header ?? '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 512);
}
