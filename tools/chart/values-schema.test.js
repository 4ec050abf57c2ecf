const { describe, expect, it } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { helmBinaries } = require('./helm-binaries');

const chart = path.join(__dirname, '..', '..', 'charts', 'storefront');

/** `helm lint --strict` of the chart with one value set on the command line. */
function lintWith(helm, setting) {
  const run = spawnSync(helm, ['lint', '--strict', chart, '--set', setting], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the chart values schema', () => {
  for (const [label, helm] of Object.entries(helmBinaries())) {
    it(`${label}: refuses a typo'd key and accepts the same value under its real name`, () => {
      const typo = lintWith(helm, 'services.cart.resource.limits.cpu=2');
      expect(typo.status).not.toBe(0);
      // helm 3 and helm 4 word it differently
      expect(typo.output).toMatch(/additional propert(y|ies) '?resource'? (is )?not allowed/i);
      expect(lintWith(helm, 'services.cart.resources.limits.cpu=2').status).toBe(0);
    }, 60_000);
  }
});
