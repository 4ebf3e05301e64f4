import { describe, expect, it } from 'vitest';
import { contrastRatio, mostContrasting, parseHex, readableOn, toHex } from '../../src/lib/contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#F59E0B', '#F59E0B')).toBe(1);
  });

  it('gives the ratio Lighthouse reported for the demo amber on white (2.15:1)', () => {
    expect(contrastRatio('#F59E0B', '#FFFFFF')).toBeCloseTo(2.15, 2);
  });

  it('is null for colours that are not hex', () => {
    expect(contrastRatio('amber', '#FFFFFF')).toBeNull();
    expect(contrastRatio('#12345', '#FFFFFF')).toBeNull();
  });
});

describe('parseHex and toHex', () => {
  it('read the short and long forms and write the long one', () => {
    expect(parseHex('#fb0')).toEqual([255, 187, 0]);
    expect(parseHex(' #F59E0B ')).toEqual([245, 158, 11]);
    expect(parseHex('rgb(1,2,3)')).toBeNull();
    expect(toHex([245, 158, 11])).toBe('#F59E0B');
  });
});

describe('readableOn', () => {
  it('keeps a colour that already has the contrast', () => {
    expect(readableOn('#0057B8', '#FFFFFF')).toBe('#0057B8');
    expect(readableOn('#FBBF24', '#0F1115')).toBe('#FBBF24');
  });

  it('darkens amber on white just enough for 4.5:1, keeping its hue', () => {
    const readable = readableOn('#F59E0B', '#FFFFFF');
    const ratio = contrastRatio(readable, '#FFFFFF') ?? 0;
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(4.7); // no darker than needed
    const [r, g, b] = parseHex(readable) ?? [0, 0, 0];
    expect(r).toBeGreaterThan(g); // still an orange: red over green over blue
    expect(g).toBeGreaterThan(b);
  });

  it('lightens a dark colour on a dark background', () => {
    const readable = readableOn('#1D4ED8', '#0F1115');
    expect(contrastRatio(readable, '#0F1115')).toBeGreaterThanOrEqual(4.5);
    expect(readable).not.toBe('#1D4ED8');
  });

  it('gets past a colour lighter than its light background (contrast falls, then rises)', () => {
    const readable = readableOn('#FFFFFF', '#DDDDDD');
    expect(contrastRatio(readable, '#DDDDDD')).toBeGreaterThanOrEqual(4.5);
  });

  it('takes another minimum, and leaves colours it cannot read alone', () => {
    expect(contrastRatio(readableOn('#F59E0B', '#FFFFFF', 3), '#FFFFFF')).toBeGreaterThanOrEqual(3);
    expect(readableOn('orange', '#FFFFFF')).toBe('orange');
  });
});

describe('mostContrasting', () => {
  it('picks the candidate that stands out most on the background', () => {
    expect(mostContrasting('#B45309', ['#111827', '#FFFFFF'])).toBe('#FFFFFF');
    expect(mostContrasting('#FBBF24', ['#111827', '#FFFFFF'])).toBe('#111827');
  });
});
