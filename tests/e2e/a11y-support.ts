import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Roles a user operates: each needs a name a Russian speaker understands. */
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'combobox',
  'textbox',
  'searchbox',
  'spinbutton',
  'switch',
  'slider',
  'menuitem',
  'tab',
]);

const CYRILLIC = /[а-яё]/i;
/** A lowercase Latin word such as «logout» or «close»: an icon's label leaking into a name. */
const LEAKED_ICON_WORD = /(^|[\s(])[a-z]+(-[a-z]+)*($|[\s)])/;

/** Controls whose accessible name is empty, not Russian, or carries an icon's English label. */
async function badControlNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const bad: string[] = [];
  for (const node of nodes) {
    const role = String(node.role?.value ?? '');
    if (node.ignored || !CONTROL_ROLES.has(role)) continue;
    const name = String(node.name?.value ?? '').trim();
    // Page numbers of a pager and amounts («1 000 ₽», «5 %») are names in any language, and so
    // is a capital abbreviation a Russian speaker reads as is: the list's column «ID».
    const russian =
      CYRILLIC.test(name) || /^\d[\d\s]*(?:[₽%])?$/.test(name) || /^[A-Z]{2,3}$/.test(name);
    if (!russian || LEAKED_ICON_WORD.test(name)) bad.push(`${role} "${name}"`);
  }
  return bad;
}

/** Moderate in axe, kept anyway: one h1 per screen, and no skipped heading level below it. */
const HEADING_RULES = new Set(['page-has-heading-one', 'heading-order']);

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations and on a
 * broken heading outline; then checks that every control has a Russian name. Lesser findings are
 * attached to the report. `within` (a CSS selector) scans only that part: a screen whose whole
 * page another test has scanned already needs only its changed part scanned again, and a full
 * scan costs seconds on a busy machine.
 */
export async function expectAccessible(
  page: Page,
  testInfo: TestInfo,
  label: string,
  within?: string,
) {
  // Nothing is excluded: every finding in antd's own markup could be fixed from our side.
  // Only violations are collected in full: the passes and the «incomplete» ones, which nothing
  // here reads, cost axe most of its time on a long page.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) axe.include(within).disableRules([...HEADING_RULES]);
  const { violations } = await axe.analyze();
  const summary = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  if (summary.length > 0) {
    await testInfo.attach(`axe ${label}`, {
      body: JSON.stringify(summary, null, 2),
      contentType: 'application/json',
    });
  }
  const blocking = summary.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || HEADING_RULES.has(v.id),
  );
  expect.soft(blocking, `axe: ${label}`).toEqual([]);
  expect.soft(await badControlNames(page), `control names: ${label}`).toEqual([]);
}
