/**
 * Watches a page for Content-Security-Policy violations: the
 * `securitypolicyviolation` events of every document it loads (reported
 * to the test through an exposed function, so a navigation loses none)
 * and the console messages Chromium prints for them.
 */
import type { Page, Response } from 'playwright-core';

/** What a page broke of its policy, one line per violation. */
export interface CspWatch {
  readonly violations: string[];
}

declare global {
  interface Window {
    __reportCspViolation?: (line: string) => void;
  }
}

/** Starts watching `page`; call before its first navigation. */
export const watchCsp = async (page: Page): Promise<CspWatch> => {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      void window.__reportCspViolation?.(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console at ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return { violations };
};

/** The policy an HTML answer carried; fails when it has none (0 violations would then prove nothing). */
export const policyOf = (response: Response | null, path: string): string => {
  const policy = response?.headers()['content-security-policy'];
  if (!policy || !/script-src /.test(policy)) throw new Error(`${path} answered without a Content-Security-Policy`);
  return policy;
};
