import { describe, expect, it } from 'vitest';
import { durationParts, formatDurationEn } from '../../src/lib/duration.ts';

describe('durationParts', () => {
  it('splits minutes into hours and minutes', () => {
    expect(durationParts(125)).toEqual({ hours: 2, minutes: 5 });
    expect(durationParts(60)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(59)).toEqual({ hours: 0, minutes: 59 });
    expect(durationParts(1440)).toEqual({ hours: 24, minutes: 0 });
  });

  it('drops fractions of a minute', () => {
    expect(durationParts(89.9)).toEqual({ hours: 1, minutes: 29 });
  });

  it('gives zero for negative or non-finite input', () => {
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(Number.POSITIVE_INFINITY)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('formatDurationEn', () => {
  it('shows minutes only under an hour', () => {
    expect(formatDurationEn(45)).toBe('45 Minute(s)');
    expect(formatDurationEn(1)).toBe('1 Minute(s)');
    expect(formatDurationEn(0)).toBe('0 Minute(s)');
    expect(formatDurationEn(59)).toBe('59 Minute(s)');
  });

  it('shows hours and minutes from an hour on', () => {
    expect(formatDurationEn(60)).toBe('1 Hour(s) 0 Minute(s)');
    expect(formatDurationEn(125)).toBe('2 Hour(s) 5 Minute(s)');
    expect(formatDurationEn(600)).toBe('10 Hour(s) 0 Minute(s)');
  });

  it('shows invalid input as zero minutes', () => {
    expect(formatDurationEn(-30)).toBe('0 Minute(s)');
    expect(formatDurationEn(Number.NaN)).toBe('0 Minute(s)');
  });
});
