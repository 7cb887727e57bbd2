import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// What a public page may not have: a violation of any impact against WCAG 2.0, 2.1 and 2.2 A and AA, or a serious
// or critical one among axe's best practices.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags([...wcagTags, 'best-practice'])
    // The class calendar is scanned, in each of its views, by the calendar's own accessibility tests.
    .exclude('#calendar')
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.tags.some((tag) => wcagTags.includes(tag)) ||
        violation.impact === 'serious' ||
        violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
