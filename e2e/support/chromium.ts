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

/** What a launch may add to the usual flags. */
export interface LaunchOptions {
  /**
   * A Y4M (or MJPEG) file the browser's only camera shows, in a loop, with
   * the camera permission granted without a prompt. Chromium opens the file
   * each time a page starts the camera, so a test may rewrite it between two
   * starts; it must exist by then.
   */
  readonly fakeCamera?: string;
}

/** Chromium's fake capture device, fed from `file`, and no permission prompt. */
const fakeCameraFlags = (file: string): string[] => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

/**
 * Launches Chromium headless. Playwright gives every launch a new, empty
 * temporary profile (user-data dir) and removes it on close, so no state
 * leaks between test files or runs.
 */
export const launchChromium = (executablePath: string, options: LaunchOptions = {}): Promise<Browser> =>
  chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.fakeCamera ? fakeCameraFlags(options.fakeCamera) : [])],
    timeout: 60_000,
  });
