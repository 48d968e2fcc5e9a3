import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with each serious or critical axe-core violation and the elements it found it on.
 * `within` limits the check to one part, e.g. an open dialog whose overlay dims the page behind it.
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = serious.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).join(', ')}`,
  );
  expect(described).toEqual([]);
}
