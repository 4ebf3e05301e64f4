// Answers a stored file as a download: its own type, its length, saved under its name, never
// cached (it is one customer's) and never run or sniffed by the browser.
import type { Context } from 'hono';

export interface StoredFile {
  file_name: string;
  content_type: string;
  body: Uint8Array;
}

export function sendDownload(c: Context, file: StoredFile): Response {
  c.header('Content-Type', file.content_type);
  c.header('Content-Length', String(file.body.byteLength));
  // Names are plain ASCII (the tables' CHECKs), so the quoted form is exact; filename* for good measure.
  c.header(
    'Content-Disposition',
    `attachment; filename="${file.file_name}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
  );
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  return c.body(new Uint8Array(file.body), 200);
}
