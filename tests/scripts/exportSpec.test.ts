import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { loadDriver } from '../../scripts/paths/drivers.ts';
import { coveringPaths, exportFileOf, exportSpec } from '../../scripts/paths/exportSpec.ts';
import { exploreModel } from '../../scripts/paths/graphCoverage.ts';
import { cartModel } from '../model/models/cart.model.ts';
import { enquiryModel } from '../model/models/enquiry.model.ts';
import { sessionModel } from '../model/models/session.model.ts';

// `npm run paths -- --export <machine>`: a machine's covering paths as a Playwright spec skeleton,
// one test per path and one step per event; steps without a browser driver are TODOs.

const options = { generatedAt: '2026-11-29T00:00:00.000Z', machineFile: 'machines/x.machine.ts' };

describe('the exported spec skeleton', async () => {
  const cart = await exploreModel(cartModel);
  const cartPaths = coveringPaths(cart.runs);
  const cartSpec = exportSpec(cartModel, cartPaths, options);

  it('takes, with a few paths, every transition the model paths take', () => {
    const all = new Set(cart.runs.flatMap((run) => [...run.transitions]));
    const byId = new Map(cart.runs.map((run) => [run.path.id, run]));
    const covered = new Set(cartPaths.flatMap((path) => [...(byId.get(path.id)?.transitions ?? [])]));
    expect(covered).toEqual(all);
    expect(cartPaths.length).toBeLessThan(cart.runs.length / 10);
  });

  it('has one test per path and one step per event, named as the reports name them', () => {
    expect(cartSpec.match(/^ {2}test\(/gm)).toHaveLength(cartPaths.length);
    const steps = cartPaths.reduce((sum, path) => sum + path.steps.length, 0);
    expect(cartSpec.match(/await test\.step\(/g)).toHaveLength(steps);
    const [first] = cartPaths;
    expect(cartSpec).toContain(`path ${first?.id} [${first?.scenario}]`);
    expect(cartSpec).toContain(`'${first?.steps[1]?.label} → `);
  });

  it('marks every step of a machine without a browser driver as a TODO that stops its test', async () => {
    // The order enquiry has no browser driver yet.
    const enquiry = await exploreModel(enquiryModel);
    const paths = coveringPaths(enquiry.runs);
    const spec = exportSpec(enquiryModel, paths, options);
    const steps = paths.reduce((sum, path) => sum + path.steps.length, 0);
    expect(spec.match(/\btodo\(/g)).toHaveLength(steps);
    expect(spec).toContain("import { todo } from '../support/paths/exported.ts';");
    expect(spec).toContain(`PATHS_EXPORTED=1 npx playwright test ${exportFileOf('enquiry')}`);
  });

  it("plays the cart's steps through its browser driver", () => {
    expect(cartSpec).toContain("import { cartPaths as paths } from '../support/paths/cartPaths.ts';");
    expect(cartSpec).not.toMatch(/\btodo\(/);
  });

  it('plays the steps through the browser driver where the machine has one', async () => {
    const session = await exploreModel(sessionModel);
    const paths = coveringPaths(session.runs);
    const spec = exportSpec(sessionModel, paths, options);
    expect(spec).toContain("import { sessionPaths as paths } from '../support/paths/sessionPaths.ts';");
    expect(spec).not.toMatch(/\btodo\(/);
    expect(spec.match(/pathFromEvents\(paths\.model, /g)).toHaveLength(paths.length);
    const moves = paths.reduce((sum, path) => sum + path.steps.length - 1, 0);
    expect(spec.match(/playStep\(paths, player, path, \d+\)/g)).toHaveLength(moves);
  });

  it("writes the steps its driver cannot play as visible TODOs, with the driver's reason", async () => {
    const driver = await loadDriver('cart');
    if (!driver) throw new Error('the cart has a browser driver');
    const spec = exportSpec(cartModel, cartPaths, { ...options, driver });
    expect(Object.keys(driver.notDrivable).length).toBeGreaterThan(0);
    // Every declared transition a covering path takes is written as a TODO with its reason.
    for (const reason of Object.values(driver.notDrivable))
      expect(spec).toContain(`// TODO (no driver: ${reason})`);
    expect(() => transformSync(spec, { loader: 'ts' })).not.toThrow();
  });

  it('is valid TypeScript with quotes in labels escaped', () => {
    expect(() => transformSync(cartSpec, { loader: 'ts' })).not.toThrow();
  });
});
