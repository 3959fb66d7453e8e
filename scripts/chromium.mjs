/**
 * The system Chromium and its flags, for the e2e journeys
 * (e2e/support/chromium.ts) and the bench's Lighthouse part
 * (scripts/bench/lighthouse): plain JavaScript, so both projects read it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
 * @returns {string}
 */
export const findChromium = () => {
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
