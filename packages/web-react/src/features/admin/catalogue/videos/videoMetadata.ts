import { metadataSeconds } from '@estudio/core';

/** How long the browser waits for a picked file's metadata before leaving the duration to be typed. */
const METADATA_WAIT_MS = 15_000;

/**
 * The duration, in whole seconds, that a picked video file's own metadata
 * gives: a detached `<video>` reads the file through an object URL (the
 * page's CSP allows `blob:` media), and null when it cannot say (no media
 * support, a format it cannot read, a recording with no duration, or no
 * answer in time). Nothing leaves the browser.
 */
export const readVideoDuration = (file: Blob): Promise<number | null> => {
  if (typeof URL.createObjectURL !== 'function' || typeof document === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let settled = false;
    const done = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = window.setTimeout(() => done(null), METADATA_WAIT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => done(metadataSeconds(video.duration)), { once: true });
    video.addEventListener('error', () => done(null), { once: true });
    video.src = url;
  });
};
