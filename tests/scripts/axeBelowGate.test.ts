import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RULES_BELOW_GATE } from '../../e2e/support/axeBelowGate.ts';

// axe-core's rule and check metadata: its public API names no impacts, its audit object does (a
// violation's impact is the highest of its failing checks').
interface Audit {
  rules: {
    id: string;
    enabled?: boolean;
    tags?: string[];
    impact?: string;
    any: Check[];
    all: Check[];
    none: Check[];
  }[];
  data: { checks: Record<string, { impact?: string }> };
}
type Check = string | { id: string };

const axe = createRequire(import.meta.url)('axe-core') as { _audit: Audit };
const RANK: Record<string, number> = { minor: 0, moderate: 1, serious: 2, critical: 3 };
const MODERATE = 1;

describe('the axe rules the journeys skip', () => {
  it('are exactly the rules of the installed axe-core that cannot report serious or critical', () => {
    const belowGate = axe._audit.rules
      .filter((rule) => rule.enabled !== false && !(rule.tags ?? []).includes('experimental'))
      .filter((rule) => {
        const checks = [...rule.any, ...rule.all, ...rule.none].map((check) =>
          typeof check === 'string' ? check : check.id,
        );
        const impacts = checks.map((id) => axe._audit.data.checks[id]?.impact ?? 'critical');
        if (rule.impact) impacts.push(rule.impact);
        return Math.max(...impacts.map((impact) => RANK[impact] ?? 3)) <= MODERATE;
      })
      .map((rule) => rule.id)
      .sort();
    expect([...RULES_BELOW_GATE].sort()).toEqual(belowGate);
  });
});
