import axe from 'axe-core';

/** What axe checks in jsdom: everything but colour contrast, which needs layout and is left to the Chromium scans. */
const JSDOM_RULES = { rules: { 'color-contrast': { enabled: false } } } as const;

const describeViolation = (v: axe.Result): string => `${v.id} (${v.impact ?? ''}): ${v.nodes.map((n) => n.html.slice(0, 140)).join(' | ')}`;

/**
 * axe-core over the whole document as rendered in jsdom: every violation,
 * at any impact, as one readable line each (rule, impact, the elements).
 * An empty list is a pass.
 */
export const axeViolations = async (): Promise<string[]> => {
  const result = await axe.run(document.body, JSDOM_RULES);
  return result.violations.map(describeViolation);
};

/**
 * The serious and critical violations only: what the end-to-end scans fail
 * on too. The screens' a11y tests expect it to be empty.
 */
export const seriousViolations = async (): Promise<string[]> => {
  const result = await axe.run(document.body, JSDOM_RULES);
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation);
};

/** A whole page scanned by axe in jsdom on a shared 2-core machine takes several seconds. */
export const AXE_TIMEOUT = 20_000;
