// A PNG's, JPEG's or WebP's width and height from its header, for a link preview's
// og:image:width and og:image:height. Stored pictures were checked whole when they were uploaded
// (image-structure.ts); this only reads where the size is written, and says null when it is not there.
import type { ProductImageType } from '../../contracts/product-images.ts';

export interface PixelSize {
  width: number;
  height: number;
}

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + (bytes[at + 2] ?? 0) * 0x10000;
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

export function rasterSize(type: ProductImageType, bytes: Uint8Array): PixelSize | null {
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  switch (type) {
    case 'image/png':
      // Signature (8), then IHDR: length (4), type (4), width (4), height (4).
      return ascii(bytes, 12, 4) === 'IHDR' ? size(u32be(bytes, 16), u32be(bytes, 20)) : null;
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
  }
}

/** Start-of-frame markers: baseline, progressive, lossless, arithmetic (not DHT, JPG or DAC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array): PixelSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (SOF.has(marker)) {
      const height = u16be(bytes, at + 5);
      const width = u16be(bytes, at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): PixelSize | null {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 4);
  let width = 0;
  let height = 0;
  if (chunk === 'VP8 ') {
    width = u16le(bytes, 26) & 0x3fff;
    height = u16le(bytes, 28) & 0x3fff;
  } else if (chunk === 'VP8L') {
    const b1 = bytes[22] ?? 0;
    width = 1 + (((b1 & 0x3f) << 8) | (bytes[21] ?? 0));
    height = 1 + (((bytes[24] ?? 0) & 0x0f) << 10) + ((bytes[23] ?? 0) << 2) + ((b1 & 0xc0) >> 6);
  } else if (chunk === 'VP8X') {
    width = 1 + u24le(bytes, 24);
    height = 1 + u24le(bytes, 27);
  }
  return width > 0 && height > 0 ? { width, height } : null;
}
