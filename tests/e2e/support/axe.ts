import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as it is now, as "impact id (nodes): targets",
 * the first three elements named so that a failure says where to look.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the shop's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => {
        const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        return `${violation.impact} ${violation.id} (${violation.nodes.length}): ${targets.join(', ')}`;
      });
  });
}
