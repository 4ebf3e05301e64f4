// Whether an uploaded picture is a whole PNG, JPEG or WebP file, read from its structure, not only
// its first bytes: a file that starts like an image but is cut short or garbage after the start
// would be kept and then served as a picture that does not draw. Nothing is decoded (no pixel
// data is inflated, so no size bomb): the container is walked from its signature to its last
// chunk or marker, every length must stay inside the bytes, and the picture's width and height
// must be 1 to MAX_IMAGE_SIDE, and their product at most MAX_IMAGE_PIXELS (a file of a hundred
// bytes can declare a size that makes a browser set aside hundreds of megabytes to draw it).
import { crc32 } from 'node:zlib';
import type { ProductImageType } from '../../contracts/product-images.ts';

/** The largest width or height taken, in pixels. */
export const MAX_IMAGE_SIDE = 10_000;

/** The most pixels in all: a 40-megapixel photograph, above what any product page shows. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const sideFits = (side: number) => Number.isInteger(side) && side >= 1 && side <= MAX_IMAGE_SIDE;
const sizeFits = (width: number, height: number) =>
  sideFits(width) && sideFits(height) && width * height <= MAX_IMAGE_PIXELS;

/** Whether `bytes` are one whole picture of `type`, with sane dimensions and nothing after its end. */
export function isWholeImage(type: ProductImageType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/png':
      return isWholePng(bytes);
    case 'image/jpeg':
      return isWholeJpeg(bytes);
    case 'image/webp':
      return isWholeWebp(bytes);
  }
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + (bytes[at + 2] ?? 0) * 0x10000;
const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

// PNG: the signature, then chunks of length (4), type (4), data, CRC-32 of type and data (4).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each colour type allows (PNG specification, 11.2.2). */
const PNG_BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * IHDR first with a sane size and a valid colour type and bit depth; every chunk inside the bytes
 * with its CRC right; a palette before the image data when the colour type needs one; the image
 * data (IDAT) in one run; IEND last, empty, and at the very end.
 */
function isWholePng(bytes: Uint8Array): boolean {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return false;
  let at = PNG_SIGNATURE.length;
  let colourType = -1;
  let palette = false;
  let imageData: 'none' | 'in' | 'after' = 'none';
  while (at + 12 <= bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== u32be(bytes, at + 8 + length)) return false;
    const data = at + 8;
    if (at === PNG_SIGNATURE.length) {
      if (type !== 'IHDR' || length !== 13) return false;
      colourType = bytes[data + 9] ?? -1;
      const depths = PNG_BIT_DEPTHS[colourType];
      const [compression, filter, interlace] = [bytes[data + 10], bytes[data + 11], bytes[data + 12]];
      if (!sizeFits(u32be(bytes, data), u32be(bytes, data + 4))) return false;
      if (!depths?.includes(bytes[data + 8] ?? -1)) return false;
      if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return false;
    } else if (type === 'IHDR') {
      return false;
    } else if (type === 'PLTE') {
      if (imageData !== 'none' || length === 0 || length % 3 !== 0 || length > 768) return false;
      palette = true;
    } else if (type === 'IDAT') {
      if (imageData === 'after') return false;
      imageData = 'in';
    } else if (type === 'IEND') {
      return length === 0 && end === bytes.length && imageData !== 'none' && (colourType !== 3 || palette);
    } else if (imageData === 'in') {
      imageData = 'after';
    }
    at = end;
  }
  return false;
}

// JPEG: SOI, then marker segments (0xFF, a code, a big-endian length that counts itself), the
// entropy-coded data after each start of scan, and EOI.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Start-of-frame codes (baseline, extended, progressive, lossless; Huffman or arithmetic). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers without a length: the restart markers and TEM. */
const isStandalone = (code: number) => (code >= 0xd0 && code <= 0xd7) || code === 0x01;

/**
 * SOI; segments whose lengths stay inside the bytes; one frame header (SOFn) with 1 to 4
 * components and a sane size, before the first scan; at least one scan whose data runs to the
 * next marker; EOI at the very end.
 */
function isWholeJpeg(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return false;
  let at = 2;
  let frame = false;
  let scan = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    // Any number of 0xFF fill bytes may come before a marker's code.
    while (bytes[at] === 0xff) at += 1;
    const code = bytes[at];
    if (code === undefined || code === 0) return false;
    at += 1;
    if (code === EOI) return frame && scan && at === bytes.length;
    if (code === SOI) return false;
    if (isStandalone(code)) continue;
    const length = u16be(bytes, at);
    if (length < 2 || at + length > bytes.length) return false;
    if (SOF.has(code)) {
      const components = bytes[at + 7] ?? 0;
      if (frame || length !== 8 + 3 * components || components < 1 || components > 4) return false;
      if (!sizeFits(u16be(bytes, at + 5), u16be(bytes, at + 3))) return false;
      frame = true;
    }
    at += length;
    if (code === SOS) {
      if (!frame) return false;
      scan = true;
      // Entropy-coded data: 0xFF is followed by 0x00 (a stuffed byte) or a restart marker inside it.
      while (at < bytes.length) {
        const next = bytes[at + 1];
        if (bytes[at] === 0xff && next !== undefined && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
        at += 1;
      }
    }
  }
  return false;
}

// WebP: a RIFF file ('RIFF', little-endian size of what follows, 'WEBP') of chunks (four-letter
// code, little-endian size, data padded to an even length).

/**
 * The RIFF size is the byte length less 8; the chunks fill it exactly; the first is a lossy
 * (VP8), lossless (VP8L) or extended (VP8X) image with a sane size; an extended one also holds
 * image data (VP8, VP8L or, animated, ANMF frames).
 */
function isWholeWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  if (u32le(bytes, 4) + 8 !== bytes.length) return false;
  const chunks: string[] = [];
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    const code = ascii(bytes, at, 4);
    const size = u32le(bytes, at + 4);
    const data = at + 8;
    const end = data + size + (size % 2);
    if (end > bytes.length) return false;
    if (chunks.length === 0 && !firstWebpChunkFits(code, bytes.subarray(data, data + size))) return false;
    chunks.push(code);
    at = end;
  }
  if (chunks[0] !== 'VP8X') return true;
  return chunks.some((code) => code === 'VP8 ' || code === 'VP8L' || code === 'ANMF');
}

function firstWebpChunkFits(code: string, data: Uint8Array): boolean {
  switch (code) {
    case 'VP8 ': {
      // A key frame's tag (bit 0 clear), the start code 9D 01 2A, then 14-bit width and height.
      if (data.length < 10 || ((data[0] ?? 1) & 1) !== 0) return false;
      if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return false;
      return sizeFits(u16le(data, 6) & 0x3fff, u16le(data, 8) & 0x3fff);
    }
    case 'VP8L': {
      // The signature 0x2F, then width − 1 and height − 1 in 14 bits each, little-endian bits.
      if (data.length < 5 || data[0] !== 0x2f) return false;
      const bits = u32le(data, 1);
      return sizeFits((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X':
      // Flags and reserved bytes, then the canvas width − 1 and height − 1 in 24 bits each.
      return data.length >= 10 && sizeFits(u24le(data, 4) + 1, u24le(data, 7) + 1);
    default:
      return false;
  }
}
