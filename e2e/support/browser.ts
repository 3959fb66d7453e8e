import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import './provided.js';
import { ROOT } from '../../scripts/budget.mjs';
import { launchChromium, type LaunchOptions } from './chromium.js';

/** The two screens the journeys run on. */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportKind = keyof typeof VIEWPORTS;

const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');

/** True when no Chromium is installed: browser suites `describe.skipIf(noBrowser)`. */
export const noBrowser = !inject('chromiumPath');

/** The running app's origin. */
export const baseUrl = (): string => inject('baseUrl');

/** A page with what it logged, for failure reports. */
export interface TrackedPage {
  page: Page;
  errors: string[];
}

/**
 * One Chromium for a test file, and a fresh context (no cookies, no storage)
 * per page. Call inside a describe: it registers the hooks that launch the
 * browser, close each test's contexts, and keep a screenshot, the URL and the
 * page's errors of a failed test in e2e/artifacts/. `options` reach the
 * launch (a fake camera, see support/camera.ts).
 */
export const useBrowser = (options: LaunchOptions = {}) => {
  let browser: Browser | undefined;
  let open: { context: BrowserContext; tracked: TrackedPage }[] = [];

  beforeAll(async () => {
    browser = await launchChromium(inject('chromiumPath'), options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await keepEvidence(context.task.name, open.map((o) => o.tracked));
    await Promise.all(open.map((o) => o.context.close()));
    open = [];
  });

  /**
   * A new page of the app on a mobile (390×844) or desktop (1280×800)
   * screen; `javaScriptEnabled: false` reads the pages as the server sent them.
   */
  const newPage = async (kind: ViewportKind = 'desktop', { javaScriptEnabled = true } = {}): Promise<TrackedPage> => {
    if (!browser) throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test)');
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: baseUrl(),
      viewport: VIEWPORTS[kind],
      isMobile: kind === 'mobile',
      hasTouch: kind === 'mobile',
      // A phone says so (its user agent, and Chromium's Sec-CH-UA-Mobile with it): the server lays its pages out for it.
      ...(kind === 'mobile' ? { userAgent: PHONE_USER_AGENT } : {}),
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const tracked: TrackedPage = { page, errors: [] };
    page.on('pageerror', (error) => tracked.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') tracked.errors.push(`console: ${message.text()}`);
    });
    open.push({ context, tracked });
    return tracked;
  };

  return { newPage };
};

/** A mid-range Android phone's Chrome. */
const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

const keepEvidence = async (testName: string, pages: TrackedPage[]) => {
  mkdirSync(ARTIFACTS, { recursive: true });
  const stem = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, { page, errors }] of pages.entries()) {
    const file = join(ARTIFACTS, `${stem}-${index}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    process.stderr.write(`[e2e] failed: "${testName}" at ${page.url()} (screenshot ${file})\n`);
    for (const line of errors) process.stderr.write(`[e2e]   ${line}\n`);
    // What the screen said, for a run whose screenshots are gone (CI keeps only its log).
    const said = await page.locator('main').first().innerText({ timeout: 1000 }).catch(() => page.locator('body').innerText({ timeout: 1000 }).catch(() => ''));
    if (said) process.stderr.write(`[e2e]   the screen read: ${said.replace(/\s+/g, ' ').slice(0, 600)}\n`);
  }
};

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown; html: string; failureSummary?: string }[];
}

/** A readable list of axe violations: rule, impact, help, and the first few elements. */
export const formatViolations = (where: string, violations: AxeViolation[]): string =>
  [
    `${violations.length} serious or critical accessibility violation(s) on ${where}:`,
    ...violations.flatMap((v) => [
      `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes.slice(0, 5).map((n) => `    at ${JSON.stringify(n.target)}: ${n.html.slice(0, 160)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`),
      ...(v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : []),
    ]),
  ].join('\n');

/** Runs axe-core on the page as it is now and fails on any serious or critical violation. */
export const expectAccessible = async (page: Page, where: string = page.url()): Promise<void> => {
  // Scan the page at rest: a fading alert or modal would read as low contrast that nobody sees.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const severe = (results.violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Compared as short lines so the failure reads as the list above, not a diff of axe's objects.
  expect(severe.map((v) => `${v.impact} ${v.id}`), formatViolations(where, severe)).toEqual([]);
};
