// Whole pictures only (server/media/image-structure.ts): real PNG, JPEG and WebP files are taken;
// every shorter prefix of them, anything after their end, a broken chunk or segment, and sizes of 0
// or over 10000 pixels are not, whatever their first bytes say.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ProductImageType } from '../../contracts/product-images.ts';
import { isWholeImage, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../server/media/image-structure.ts';
import {
  concat,
  flipped,
  JPEG,
  png,
  pngChunk,
  pngHeader,
  pngOfSize,
  WEBP_EXTENDED,
  WEBP_LOSSLESS,
  WEBP_LOSSY,
} from './image-fixtures.ts';

const SIGNATURE = png().subarray(0, 8);
const IDAT = pngChunk('IDAT', deflateSync(new Uint8Array(4)));
const IEND = pngChunk('IEND', new Uint8Array());
const pngWith = (...chunks: Uint8Array[]) => concat(SIGNATURE, ...chunks);

const WHOLE: [string, ProductImageType, Uint8Array][] = [
  ['a PNG', 'image/png', png()],
  ['a 1 × 1 PNG', 'image/png', png(1, 1)],
  ['a PNG of exactly 2 MB', 'image/png', pngOfSize(2 * 1024 * 1024)],
  ['a PNG 10000 pixels wide', 'image/png', pngWith(pngHeader(MAX_IMAGE_SIDE, 1), IDAT, IEND)],
  [
    'a palette PNG',
    'image/png',
    pngWith(pngHeader(1, 1, 3), pngChunk('PLTE', new Uint8Array([255, 0, 0])), IDAT, IEND),
  ],
  ['a JPEG', 'image/jpeg', JPEG],
  ['a lossy WebP', 'image/webp', WEBP_LOSSY],
  ['a lossless WebP', 'image/webp', WEBP_LOSSLESS],
  ['an extended WebP with alpha', 'image/webp', WEBP_EXTENDED],
];

describe('whole pictures', () => {
  it.each(WHOLE)('takes %s', (_, type, bytes) => {
    expect(isWholeImage(type, bytes)).toBe(true);
  });
});

describe('cut short or with something after the end', () => {
  it.each(WHOLE.filter(([name]) => !name.includes('2 MB')))(
    'refuses every shorter prefix of %s, and it with bytes after its end',
    (_, type, bytes) => {
      for (let length = 0; length < bytes.length; length += 1) {
        expect(isWholeImage(type, bytes.subarray(0, length)), `${length} of ${bytes.length} bytes`).toBe(
          false,
        );
      }
      expect(isWholeImage(type, concat(bytes, new Uint8Array([0])))).toBe(false);
      expect(isWholeImage(type, concat(bytes, new TextEncoder().encode('<script>alert(1)</script>')))).toBe(
        false,
      );
    },
  );
});

describe('damaged', () => {
  const whole = png();
  it.each([
    ['a changed byte in the image data (CRC)', flipped(whole, 45)],
    ['a changed CRC', flipped(whole, -1)],
    ['no IHDR first', pngWith(IDAT, pngHeader(1, 1), IEND)],
    ['two IHDR', pngWith(pngHeader(1, 1), pngHeader(1, 1), IDAT, IEND)],
    ['no image data', pngWith(pngHeader(1, 1), IEND)],
    [
      'image data in two runs',
      pngWith(pngHeader(1, 1), IDAT, pngChunk('tEXt', new Uint8Array([65, 0, 66])), IDAT, IEND),
    ],
    ['a palette colour type without a palette', pngWith(pngHeader(1, 1, 3), IDAT, IEND)],
    ['a bit depth the colour type does not allow', pngWith(pngHeader(1, 1, 2, 4), IDAT, IEND)],
    ['a colour type that does not exist', pngWith(pngHeader(1, 1, 7), IDAT, IEND)],
    ['a width of 0', pngWith(pngHeader(0, 1), IDAT, IEND)],
    ['a height of 0', pngWith(pngHeader(1, 0), IDAT, IEND)],
    ['a width over 10000', pngWith(pngHeader(MAX_IMAGE_SIDE + 1, 1), IDAT, IEND)],
    ['a height over 10000', pngWith(pngHeader(1, MAX_IMAGE_SIDE + 1), IDAT, IEND)],
    // Each side fits, but a browser would set aside 400 MB to draw it.
    ['10000 × 10000 pixels', pngWith(pngHeader(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE), IDAT, IEND)],
    [
      'only the signature and junk',
      concat(SIGNATURE, new Uint8Array([0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3])),
    ],
  ])('refuses a PNG with %s', (_, bytes) => {
    expect(isWholeImage('image/png', bytes)).toBe(false);
  });

  it('takes up to 40 million pixels in all, and not one row more', () => {
    const side = 8000;
    const rows = MAX_IMAGE_PIXELS / side;
    expect(isWholeImage('image/png', pngWith(pngHeader(side, rows), IDAT, IEND))).toBe(true);
    expect(isWholeImage('image/png', pngWith(pngHeader(side, rows + 1), IDAT, IEND))).toBe(false);
  });

  /** The JPEG with its frame header's height (at +3) or width (at +5) set to `value`. */
  const frameSized = (offset: 3 | 5, value: number) => {
    const copy = new Uint8Array(JPEG);
    const sof = copy.findIndex((byte, index) => byte === 0xff && copy[index + 1] === 0xc0) + 2;
    new DataView(copy.buffer).setUint16(sof + offset, value);
    return copy;
  };
  it.each([
    ['a width of 0', frameSized(5, 0)],
    ['a height of 0', frameSized(3, 0)],
    ['a width over 10000', frameSized(5, MAX_IMAGE_SIDE + 1)],
    ['only its start and end markers', new Uint8Array([0xff, 0xd8, 0xff, 0xd9])],
    ['a first segment that is no marker', new Uint8Array([0xff, 0xd8, 0x00, 0x10, 0xff, 0xd9])],
    ['a JFIF header and nothing else', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])],
    [
      'a segment longer than the file',
      concat(JPEG.subarray(0, 20), new Uint8Array([0xff, 0xfe, 0xff, 0xff]), JPEG.subarray(20)),
    ],
  ])('refuses a JPEG with %s', (_, bytes) => {
    expect(isWholeImage('image/jpeg', bytes)).toBe(false);
  });

  /** A WebP with its RIFF size changed by `by`. */
  const riffSized = (bytes: Uint8Array, by: number) => {
    const copy = new Uint8Array(bytes);
    const view = new DataView(copy.buffer);
    view.setUint32(4, view.getUint32(4, true) + by, true);
    return copy;
  };
  /** The extended WebP with its canvas width − 1 (24 bits at byte 24) set to `value`. */
  const canvasWidth = (value: number) => {
    const copy = new Uint8Array(WEBP_EXTENDED);
    copy.set([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff], 24);
    return copy;
  };
  it.each([
    ['a RIFF size larger than the file', riffSized(WEBP_LOSSY, 2)],
    ['a RIFF size smaller than the file', riffSized(WEBP_LOSSY, -2)],
    ['no WEBP form type', flipped(WEBP_LOSSY, 8)],
    ['a first chunk that is no image', flipped(WEBP_LOSSY, 12)],
    ['a lossy frame without its start code', flipped(WEBP_LOSSY, 23)],
    ['a lossy frame that is not a key frame', flipped(WEBP_LOSSY, 20)],
    ['a lossless image without its signature', flipped(WEBP_LOSSLESS, 20)],
    ['a canvas 10001 pixels wide', canvasWidth(MAX_IMAGE_SIDE)],
    ['an extended header and no image data', riffSized(concat(WEBP_EXTENDED.subarray(0, 30)), 30 - 82)],
    [
      'the header of the old test file',
      new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 86, 80, 56, 32]),
    ],
  ])('refuses a WebP with %s', (_, bytes) => {
    expect(isWholeImage('image/webp', bytes)).toBe(false);
  });

  it('takes a 10000-pixel canvas but not the next size', () => {
    expect(isWholeImage('image/webp', canvasWidth(MAX_IMAGE_SIDE - 1))).toBe(true);
  });
});
