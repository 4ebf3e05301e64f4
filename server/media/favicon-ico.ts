// The favicon, drawn in code like the logos: the logo's shopping bag (body and handle in the brand
// colour, two handle holes in the mark's ink) as a 32×32 icon. An .ico holding one 32-bit BMP, the
// form every browser reads at /favicon.ico; edges are smoothed by sampling each pixel 4×4 times.

export interface FaviconColours {
  /** '#RRGGBB' */
  brand: string;
  ink: string;
}

const SIZE = 32;
const SAMPLES = 4;

export function faviconIco({ brand, ink }: FaviconColours): Uint8Array {
  const header = iconHeader();
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  const brandRgb = rgb(brand);
  const inkRgb = rgb(ink);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const bag = coverage(x, y, inBag);
      const hole = coverage(x, y, inHole);
      // The holes over the bag ("over" compositing of two straight-alpha colours).
      const alpha = hole + bag * (1 - hole);
      const mix = (inkValue: number, brandValue: number) =>
        alpha === 0 ? 0 : Math.round((inkValue * hole + brandValue * bag * (1 - hole)) / alpha);
      // BMP rows run bottom-up, each pixel blue, green, red, alpha.
      const at = ((SIZE - 1 - y) * SIZE + x) * 4;
      pixels[at] = mix(inkRgb.blue, brandRgb.blue);
      pixels[at + 1] = mix(inkRgb.green, brandRgb.green);
      pixels[at + 2] = mix(inkRgb.red, brandRgb.red);
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  // The 1-bit AND mask, rows padded to 4 bytes: all zero, the alpha channel decides.
  const mask = Buffer.alloc(SIZE * 4);
  return new Uint8Array(Buffer.concat([header, pixels, mask]));
}

/** ICONDIR, its one ICONDIRENTRY, and the image's BITMAPINFOHEADER. */
function iconHeader(): Buffer {
  const imageBytes = 40 + SIZE * SIZE * 4 + SIZE * 4;
  const header = Buffer.alloc(6 + 16 + 40);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(imageBytes, 14);
  header.writeUInt32LE(22, 18); // where the image starts
  header.writeUInt32LE(40, 22); // BITMAPINFOHEADER size
  header.writeInt32LE(SIZE, 26);
  header.writeInt32LE(SIZE * 2, 30); // the image and its mask, stacked
  header.writeUInt16LE(1, 34);
  header.writeUInt16LE(32, 36);
  header.writeUInt32LE(0, 38); // uncompressed
  header.writeUInt32LE(SIZE * SIZE * 4, 42);
  return header;
}

/** The share of pixel (x, y) that `inside` covers, from SAMPLES × SAMPLES points. */
function coverage(x: number, y: number, inside: (px: number, py: number) => boolean): number {
  let hits = 0;
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < SAMPLES; j++) {
      if (inside(x + (i + 0.5) / SAMPLES, y + (j + 0.5) / SAMPLES)) hits += 1;
    }
  }
  return hits / (SAMPLES * SAMPLES);
}

/** The body (a rounded rectangle) and the handle (a half ring above it). */
function inBag(x: number, y: number): boolean {
  return inRoundedRect(x, y, { left: 3, top: 11, right: 29, bottom: 30, radius: 5 }) || inHandle(x, y);
}

function inHandle(x: number, y: number): boolean {
  const distance = Math.hypot(x - 16, y - 12);
  return y <= 12 && distance >= 5.5 && distance <= 8;
}

function inHole(x: number, y: number): boolean {
  return Math.hypot(x - 10.5, y - 16) <= 1.8 || Math.hypot(x - 21.5, y - 16) <= 1.8;
}

function inRoundedRect(
  x: number,
  y: number,
  box: { left: number; top: number; right: number; bottom: number; radius: number },
): boolean {
  if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
  const cx = Math.min(Math.max(x, box.left + box.radius), box.right - box.radius);
  const cy = Math.min(Math.max(y, box.top + box.radius), box.bottom - box.radius);
  return Math.hypot(x - cx, y - cy) <= box.radius;
}

function rgb(hex: string): { red: number; green: number; blue: number } {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = Number.parseInt(hex.slice(1), 16);
  return { red: value >> 16, green: (value >> 8) & 0xff, blue: value & 0xff };
}
