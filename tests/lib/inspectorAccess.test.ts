import { describe, expect, it } from 'vitest';
import { INSPECT_OPT_IN_KEY, inspectorEnabled } from '../../src/lib/inspectorAccess.ts';

// Security review: `?inspect` attached the Stately inspector in production builds, so a crafted link
// made the page post the customer's e-mail and name to stately.ai.
describe('inspectorEnabled', () => {
  const production = { production: true, envFlag: undefined, optIn: null };
  const development = { production: false, envFlag: undefined, optIn: null };

  it('is off by default', () => {
    expect(inspectorEnabled({ ...production, search: '' })).toBe(false);
    expect(inspectorEnabled({ ...development, search: '?q=shoes' })).toBe(false);
    expect(inspectorEnabled({ ...production, search: '', optIn: 'on' })).toBe(false);
  });

  it('follows ?inspect in development (npm run dev, development builds)', () => {
    expect(inspectorEnabled({ ...development, search: '?inspect' })).toBe(true);
    expect(inspectorEnabled({ ...development, search: '?q=shoes&inspect=1' })).toBe(true);
  });

  it('is always on with VITE_INSPECT=true in development', () => {
    expect(inspectorEnabled({ ...development, envFlag: 'true', search: '' })).toBe(true);
    expect(inspectorEnabled({ ...development, envFlag: 'false', search: '' })).toBe(false);
  });

  // A production build made with VITE_INSPECT=true in its environment posted every shopper's
  // events to stately.ai: the build's environment is not the browser's consent.
  it('never attaches in a production build without this browser opting in, whatever the build environment says', () => {
    for (const search of ['', '?inspect', '?q=shoes&inspect=1']) {
      expect(inspectorEnabled({ ...production, envFlag: 'true', search })).toBe(false);
      for (const optIn of ['', 'true', 'ON', 'yes', 'off']) {
        expect(inspectorEnabled({ ...production, envFlag: 'true', search, optIn })).toBe(false);
      }
    }
    expect(inspectorEnabled({ ...production, envFlag: 'true', search: '', optIn: 'on' })).toBe(true);
    expect(inspectorEnabled({ ...production, envFlag: 'false', search: '', optIn: 'on' })).toBe(false);
  });

  it('ignores ?inspect in a production build unless this browser opted in', () => {
    expect(inspectorEnabled({ ...production, search: '?inspect' })).toBe(false);
    expect(inspectorEnabled({ ...production, search: '?q=shoes&inspect=1' })).toBe(false);
    for (const optIn of ['', 'true', 'ON', 'yes', 'off']) {
      expect(inspectorEnabled({ ...production, search: '?inspect', optIn })).toBe(false);
    }
    expect(inspectorEnabled({ ...production, search: '?inspect', optIn: 'on' })).toBe(true);
  });

  it('reads the opt-in from local storage storefront.inspect', () => {
    expect(INSPECT_OPT_IN_KEY).toBe('storefront.inspect');
  });
});
