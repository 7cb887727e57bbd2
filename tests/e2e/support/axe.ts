import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

// What no page may have: a violation of any impact against WCAG 2.0, 2.1 and 2.2 A and AA; and, on whole pages, a
// serious or critical one among axe's best practices.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; impact?: string | null; tags: string[]; nodes: { target: unknown[] }[] };

const line = (violation: Violation) =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/**
 * Axe with every rule of these tags, reporting violations only (passes are neither kept nor sent back). The page is
 * scanned from its top: scrolled down, the sticky header lies over whatever passes under it (a tab, a button), and
 * axe's target-size rule then counts those as targets the header's links crowd, by where the test left the scroll.
 *
 * A page without frames (all of ours) is scanned by one `axe.run` in the page itself. Axe's default way, made for
 * frames of other origins, scans each frame and then opens a blank page in the test's browser to load axe once
 * more and merge the results there: the same rules and the same findings, at two to three times the cost. A page
 * that does hold a frame is scanned the default way, so nothing in a frame goes unscanned.
 *
 * In the page itself, axe's source (half a megabyte) is evaluated once per document: the builder would evaluate it
 * twice on every scan, while the tabs of an area, scanned one after another without a new page load, share one.
 * The builder is then given an empty source, and runs the axe already there with the same options.
 */
async function scanner(page: Page, tags: string[]) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const inPage = page.frames().length === 1;
  const loaded = () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function';
  if (inPage && !(await page.evaluate(loaded))) await page.evaluate(axe.source);
  // `options` replaces every option set before it, the tags among them: it comes first.
  const builder = new AxeBuilder({ page, axeSource: inPage ? ';' : undefined })
    .options({ resultTypes: ['violations'] })
    .withTags(tags);
  return inPage ? builder.setLegacyMode() : builder;
}

/** A whole page: WCAG violations of any impact, and serious or critical best-practice ones, as readable lines. */
export async function violations(page: Page): Promise<string[]> {
  const results = await (
    await scanner(page, [...wcagTags, 'best-practice'])
  )
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
    .map(line);
}

/** WCAG violations of any impact, as readable lines; `within` narrows the scan to one part of the page. */
export async function wcagViolations(page: Page, within?: string): Promise<string[]> {
  const builder = await scanner(page, wcagTags);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(line);
}
