import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../chromium.mjs';
import { LIGHTHOUSE_MEMBER_PAGES, LIGHTHOUSE_PAGES } from '../targets.js';
import { pageFiguresOf, type LhrLike, type LighthousePage, type LighthouseResult } from './figures.js';
import { startDemoServer } from './server.js';

/** Lighthouse runs of each page; each figure printed is the median of its runs (Lighthouse's advice: several runs, their median). */
export const LIGHTHOUSE_RUNS = 3;

/** The browser's own version line ('Chromium 150.0.7871.100 built on Debian…'): the user agent shows only its major version. */
const versionOf = (chromePath: string): string | null => {
  try {
    return /\b(?:Chromium|Google Chrome) [\d.]+/.exec(execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ?? null;
  } catch {
    return null;
  }
};

/** The contract's customer with credits and an upcoming reservation: whose member calendar is measured. */
const MEMBER = { email: 'socia@estudio.test', password: 'demo1234' } as const;

/**
 * Before a member page's run: clears what the run before left, signs the
 * demo socia in through /entrar in the Lighthouse browser (the app keeps her
 * session as it does for anyone), and
 * empties the HTTP cache, so the run loads everything as a first visit would
 * while her session restores. Lighthouse then runs without its own storage
 * reset, which would sign her out.
 */
const signInBrowser = async (port: number, origin: string): Promise<void> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The Lighthouse browser has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The run before left her signed in (/entrar would send her on): each run starts from a sign-in of its own.
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/entrar`);
    await page.getByLabel(/correo/i).fill(MEMBER.email);
    await page.locator('input[type="password"]').first().fill(MEMBER.password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/mystudio'), { timeout: 30_000 });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
};

/** Why the part did not run, for the notices at the end of the report. */
export interface LighthouseSkipped {
  readonly skipped: string;
}

/**
 * Lighthouse (its Node API, mobile profile with simulated throttling, the
 * performance and accessibility categories) on each public page of issue 18
 * (`LIGHTHOUSE_PAGES`) and the member calendar signed in
 * (`LIGHTHOUSE_MEMBER_PAGES`), LIGHTHOUSE_RUNS times each, on the demo studio
 * served as `npm start` serves it (startDemoServer), in the system Chromium.
 * Offline: the page and everything it loads come from 127.0.0.1.
 */
export const benchLighthouse = async (): Promise<LighthouseResult | LighthouseSkipped> => {
  const chromePath = findChromium();
  if (!chromePath) return { skipped: 'Chromium is not installed (apt-get install chromium, or set CHROMIUM_PATH): the Lighthouse part did not run.' };
  process.stderr.write('[bench] lighthouse: starting the demo studio (embedded database)…\n');
  const server = await startDemoServer();
  try {
    // The first request of each page warms the server (its sources compile on first use) before anything is measured.
    for (const path of [...LIGHTHOUSE_PAGES, ...LIGHTHOUSE_MEMBER_PAGES]) await (await fetch(`${server.url}${path}`)).text();
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    try {
      const pages: LighthousePage[] = [];
      let version = '';
      let browser = versionOf(chromePath) ?? '';
      let benchmarkIndex: number | null = null;
      const measured = [
        ...LIGHTHOUSE_PAGES.map((path) => ({ path, signedIn: false })),
        ...LIGHTHOUSE_MEMBER_PAGES.map((path) => ({ path, signedIn: true })),
      ];
      for (const { path, signedIn } of measured) {
        const lhrs: LhrLike[] = [];
        for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
          process.stderr.write(`[bench] lighthouse: ${path}${signedIn ? ' (signed in)' : ''}, run ${run} of ${LIGHTHOUSE_RUNS}…\n`);
          if (signedIn) await signInBrowser(chrome.port, server.url);
          const result = await lighthouse(`${server.url}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            formFactor: 'mobile',
            throttlingMethod: 'simulate',
            ...(signedIn ? { disableStorageReset: true } : {}),
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          const { lhr } = result;
          lhrs.push(lhr);
          version = lhr.lighthouseVersion;
          browser ||= /\b(?:HeadlessChrome|Chrome|Chromium)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? lhr.environment.hostUserAgent;
          benchmarkIndex = lhr.environment.benchmarkIndex ?? benchmarkIndex;
        }
        pages.push(pageFiguresOf(path, lhrs, signedIn));
      }
      return { lighthouseVersion: version, browser, benchmarkIndex, runsPerPage: LIGHTHOUSE_RUNS, pages };
    } finally {
      chrome.kill();
    }
  } finally {
    await server.stop();
  }
};
