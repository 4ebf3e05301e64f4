// Strict reading of JSON request bodies: the body must be a JSON object, every field is checked for
// presence, type, length and control characters, and each failure is a 400 naming the field.
// Unknown fields are ignored.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fieldLabel } from '../i18n/field-labels.ts';
import { msg } from '../i18n/server-message.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { sendError } from './envelope.ts';
import { badRequest, HttpError } from './http-error.ts';

/** Bodies of the sign-in endpoints are a few hundred bytes; anything far larger is refused unread. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

export function limitJsonBody(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is not read (the server gives up on it soon), so the connection cannot
      // carry another request: say so, rather than let the client's next request on it go unanswered.
      c.header('Connection', 'close');
      return sendError(
        c,
        413,
        msg('The request body must be at most {max} bytes.', { max: MAX_JSON_BODY_BYTES }),
      );
    },
  });
}

interface StringRule {
  /** Default 200 characters. */
  max?: number;
  /** Default true; passwords keep their spaces. */
  trim?: boolean;
}

export class JsonBody {
  private constructor(private readonly fields: Record<string, unknown>) {}

  static async of(c: Context): Promise<JsonBody> {
    // Requiring the JSON type also keeps plain HTML forms on other sites from posting here.
    const type = c.req.header('Content-Type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await c.req.text());
    } catch {
      throw badRequest('The request body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw badRequest('The request body must be a JSON object');
    }
    return new JsonBody(parsed as Record<string, unknown>);
  }

  /** A required string: 400 when missing, null, blank, not a string or too long. */
  string(name: string, rule: StringRule = {}): string {
    const value = this.optionalString(name, rule);
    if (value === undefined) throw badRequest('“{field}” is required.', { field: fieldLabel(name) });
    return value;
  }

  /** Like string(), but undefined when absent, null or blank. */
  optionalString(name: string, { max = 200, trim = true }: StringRule = {}): string | undefined {
    const raw = this.fields[name];
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw !== 'string') throw badRequest('“{field}” must be text.', { field: fieldLabel(name) });
    refuseControlCharacters(raw, name);
    const value = trim ? raw.trim() : raw;
    if (value.trim() === '') return undefined;
    if ([...value].length > max)
      throw badRequest('“{field}” can be at most {max} characters.', { field: fieldLabel(name), max });
    return value;
  }

  /** A field as it was sent (undefined when absent), for shapes the other readers do not cover. */
  raw(name: string): unknown {
    return this.fields[name];
  }

  /** A required string that must be one of `values`. */
  oneOf<T extends string>(name: string, values: readonly T[]): T {
    const value = this.string(name);
    if (!(values as readonly string[]).includes(value)) {
      throw badRequest('“{field}” must be one of {values}.', {
        field: fieldLabel(name),
        values: values.join(', '),
      });
    }
    return value as T;
  }
}
