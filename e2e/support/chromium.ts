import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Flags for Debian's Chromium in a sandboxless container with no network but
 * the loopback: no GPU, no QUIC, and none of the background calls home.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The system Chromium (Debian's package), or '' when none is installed.
 * `CHROMIUM_PATH` overrides. Never a browser downloaded by playwright: this
 * machine cannot fetch one, and CI installs Chromium with apt.
 */
export const findChromium = (): string => {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : '';
  const known = CANDIDATES.find((path) => existsSync(path));
  if (known) return known;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

/**
 * Launches Chromium headless. Playwright gives every launch a new, empty
 * temporary profile (user-data dir) and removes it on close, so no state
 * leaks between test files or runs.
 */
export const launchChromium = (executablePath: string): Promise<Browser> =>
  chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS, timeout: 60_000 });
