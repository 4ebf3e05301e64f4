import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { RULES_BELOW_GATE } from './axeBelowGate.ts';

// The gate is no violation of impact serious or critical. Lighthouse's accessibility
// score counts the moderate ones too (heading order, for one): `A11Y_ALL=1` runs every rule and makes
// every violation fail (the gate skips the rules that can only report minor or moderate ones).
const GATED_IMPACTS = process.env.A11Y_ALL ? null : new Set(['serious', 'critical']);

/**
 * axe-core on the page (or the part `include` selects) once its CSS transitions have ended (a dialog
 * fading in, a toast sliding in: half-faded text reads as low contrast); fails with each gated
 * violation and the first elements it found.
 */
export async function expectNoViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition cancelled on the way (its element gone) counts as ended.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page's own frames and gathers the results there, instead of opening
  // a blank page for every check (half of each check's time). Its one loss, frames of another
  // origin, is caught below: the storefront has none.
  // Only violations are read: axe then keeps one node per passed or incomplete rule instead of every
  // node, which took about 40 % of each check on a product page.
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (GATED_IMPACTS) axe = axe.disableRules(RULES_BELOW_GATE);
  if (options.include) axe = axe.include(options.include);
  const results = await axe.analyze();
  const untestedFrames = results.incomplete.filter((result) => result.id === 'frame-tested');
  expect(untestedFrames, `frames axe could not check on ${page.url()}`).toEqual([]);
  const gated = results.violations.filter(
    (violation) => !GATED_IMPACTS || GATED_IMPACTS.has(violation.impact ?? ''),
  );
  const describe = (list: typeof results.violations) =>
    list
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help}\n` +
          violation.nodes
            .slice(0, 5)
            .map(
              (node) =>
                `    ${node.target.join(' ')} ${node.html.slice(0, 300)}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
            )
            .join('\n'),
      )
      .join('\n');
  expect(gated, `axe violations on ${page.url()}:\n${describe(results.violations)}`).toEqual([]);
}

/**
 * Holds the form a payment page posts to the provider (it posts as soon as it shows), so that the
 * page can be checked while it is on screen: a held request would leave the browser mid-navigation,
 * where nothing can be checked. Call in the open page before it goes to the payment page (a
 * navigation within it); `release` posts the held form.
 */
export async function holdPaymentHandOff(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.evaluate(() => {
    const submit = HTMLFormElement.prototype.submit;
    HTMLFormElement.prototype.submit = function holdSubmit(this: HTMLFormElement) {
      (window as HeldHandOff).releasePaymentHandOff = () => submit.call(this);
    };
  });
  return {
    release: () => page.evaluate(() => (window as HeldHandOff).releasePaymentHandOff?.()),
  };
}

type HeldHandOff = Window & { releasePaymentHandOff?: () => void };
