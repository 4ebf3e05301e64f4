// Strict query-string reading. Hono silently keeps malformed percent-escapes and the first of
// repeated keys; an API that validates everything must reject both with a 400 instead, and control
// characters too, used or not (see control-characters.ts).
import type { Context } from 'hono';
import { fieldLabel } from '../i18n/field-labels.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { badRequest } from './http-error.ts';

export class QueryParams {
  private constructor(private readonly values: Map<string, string[]>) {}

  static fromUrl(url: string): QueryParams {
    const values = new Map<string, string[]>();
    const start = url.indexOf('?');
    if (start !== -1) {
      const hash = url.indexOf('#', start);
      const query = url.slice(start + 1, hash === -1 ? undefined : hash);
      for (const part of query.split('&')) {
        if (part === '') continue;
        const equals = part.indexOf('=');
        const key = refuseControlCharacters(
          decode(equals === -1 ? part : part.slice(0, equals)),
          'A query parameter name',
        );
        const value = refuseControlCharacters(equals === -1 ? '' : decode(part.slice(equals + 1)), key);
        values.set(key, [...(values.get(key) ?? []), value]);
      }
    }
    return new QueryParams(values);
  }

  static of(c: Context): QueryParams {
    return QueryParams.fromUrl(c.req.url);
  }

  /** The trimmed value, or undefined when absent or blank. A repeated key is a 400. */
  get(name: string): string | undefined {
    const all = this.values.get(name);
    if (all === undefined) return undefined;
    if (all.length > 1) throw badRequest('“{field}” must be given only once.', { field: fieldLabel(name) });
    const value = (all[0] ?? '').trim();
    return value === '' ? undefined : value;
  }

  require(name: string): string {
    const value = this.get(name);
    if (value === undefined) throw badRequest('“{field}” is required.', { field: fieldLabel(name) });
    return value;
  }
}

function decode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    throw badRequest('The query string has malformed percent-encoding');
  }
}

const INTEGER = /^-?\d{1,15}$/;

/** Parses a whole number written plainly (no sign tricks, decimals, exponents or spaces). */
export function parseInteger(value: string): number | undefined {
  return INTEGER.test(value) ? Number(value) : undefined;
}

export function requirePositiveInteger(params: QueryParams, name: string): number {
  const value = parseInteger(params.require(name));
  if (value === undefined || value < 1 || value > 2_147_483_647)
    throw badRequest('“{field}” must be a positive whole number.', { field: fieldLabel(name) });
  return value;
}

/** undefined when absent or blank; otherwise 1 to 2147483647, else a 400 naming the parameter. */
export function optionalPositiveInteger(params: QueryParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === undefined) return undefined;
  const value = parseInteger(raw);
  if (value === undefined || value < 1 || value > 2_147_483_647)
    throw badRequest('“{field}” must be a positive whole number.', { field: fieldLabel(name) });
  return value;
}

/** undefined when absent or blank; otherwise exactly one of `values` (case-sensitive). */
export function optionalOneOf<T extends string>(
  params: QueryParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const raw = params.get(name);
  if (raw === undefined) return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw badRequest('“{field}” must be one of {values}.', {
      field: fieldLabel(name),
      values: values.join(', '),
    });
  }
  return raw as T;
}

export function optionalIntegerInRange(
  params: QueryParams,
  name: string,
  range: { min: number; max: number; fallback: number },
): number {
  const raw = params.get(name);
  if (raw === undefined) return range.fallback;
  const value = parseInteger(raw);
  if (value === undefined || value < range.min || value > range.max) {
    throw badRequest('“{field}” must be a whole number from {min} to {max}.', {
      field: fieldLabel(name),
      min: range.min,
      max: range.max,
    });
  }
  return value;
}
