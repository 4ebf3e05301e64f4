// Real, drawable pictures for upload tests, and ways to damage them: PNGs built here (zlib-deflated
// rows, CRC-32 per chunk, as the PNG specification writes them), a small baseline JPEG (encoded by
// jpeg-js, 4 × 3 pixels) and the three 1 × 1 WebP files browsers' feature tests use (lossy, lossless
// and extended with alpha).
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

export const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngHeader(
  width: number,
  height: number,
  colourType = 2,
  bitDepth = 8,
): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([bitDepth, colourType, 0, 0, 0], 8);
  return pngChunk('IHDR', data);
}

/** An RGB PNG of `width` × `height` pixels; `extra` chunks go between the image data and IEND. */
export function png(width = 3, height = 2, extra: Uint8Array[] = []): Uint8Array<ArrayBuffer> {
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width * 3; x += 1) rows[y * (1 + width * 3) + 1 + x] = (x * 40 + y * 90) % 256;
  }
  return concat(
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(rows)),
    ...extra,
    pngChunk('IEND', new Uint8Array()),
  );
}

/** A whole PNG of exactly `total` bytes: a private ancillary chunk makes up the size. */
export function pngOfSize(total: number): Uint8Array<ArrayBuffer> {
  const bare = png();
  return png(3, 2, [pngChunk('prVt', new Uint8Array(total - bare.length - 12))]);
}

const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const JPEG = base64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAMABAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ANrRNMs7/S7eWeHawXbiBjCuOv3UIGeeuM18NicRUpVXGL+/X87n1eLxVWhWlGL++0vxd2f/2Q==',
);
export const WEBP_LOSSY = base64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
export const WEBP_LOSSLESS = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
export const WEBP_EXTENDED = base64(
  'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
);

/** `bytes` with the byte at `at` (negative: from the end) changed. */
export function flipped(bytes: Uint8Array, at: number): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes);
  const index = at < 0 ? copy.length + at : at;
  copy[index] = (copy[index] ?? 0) ^ 0xff;
  return copy;
}
