import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../src/lib/mediaUrl.ts';

describe('mediaUrl', () => {
  it('prefixes a path with the base URL', () => {
    expect(mediaUrl('https://cdn.example.com', 'media/logo.png')).toBe(
      'https://cdn.example.com/media/logo.png',
    );
  });

  it('joins with exactly one slash', () => {
    expect(mediaUrl('https://cdn.example.com/', '/media/logo.png')).toBe(
      'https://cdn.example.com/media/logo.png',
    );
    expect(mediaUrl('https://cdn.example.com//', '//media/logo.png')).toBe(
      'https://cdn.example.com/media/logo.png',
    );
    expect(mediaUrl('https://cdn.example.com/assets/', 'a.png')).toBe('https://cdn.example.com/assets/a.png');
  });

  it('gives a root-relative path for an empty base', () => {
    expect(mediaUrl('', 'media/logo.png')).toBe('/media/logo.png');
    expect(mediaUrl(null, '/media/logo.png')).toBe('/media/logo.png');
    expect(mediaUrl(undefined, 'logo.png')).toBe('/logo.png');
  });

  it('leaves URLs with a scheme alone', () => {
    const base = 'https://cdn.example.com';
    expect(mediaUrl(base, 'https://img.example.org/a.png')).toBe('https://img.example.org/a.png');
    expect(mediaUrl(base, 'HTTP://img.example.org/a.png')).toBe('HTTP://img.example.org/a.png');
    expect(mediaUrl(base, 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(mediaUrl(base, 'blob:https://shop.example/1234')).toBe('blob:https://shop.example/1234');
  });

  it('never lets a path escape to another host', () => {
    expect(mediaUrl('', '//evil.example/a.png')).toBe('/evil.example/a.png');
  });

  it('trims the path', () => {
    expect(mediaUrl('https://cdn.example.com', '  media/a.png ')).toBe('https://cdn.example.com/media/a.png');
  });

  it('gives null for a missing or blank path', () => {
    expect(mediaUrl('https://cdn.example.com', null)).toBeNull();
    expect(mediaUrl('https://cdn.example.com', undefined)).toBeNull();
    expect(mediaUrl('https://cdn.example.com', '')).toBeNull();
    expect(mediaUrl('https://cdn.example.com', '   ')).toBeNull();
  });
});
