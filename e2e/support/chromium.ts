import { chromium, type Browser } from 'playwright-core';

import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium.mjs';

export { CHROMIUM_FLAGS, findChromium };

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
