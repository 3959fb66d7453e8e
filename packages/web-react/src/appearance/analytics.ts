import { safeAnalyticsIds, type AnalyticsIds } from './appearance.rules.js';

interface TrackingWindow extends Window {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: (...args: unknown[]) => void };
  _fbq?: unknown;
}

const addScript = (doc: Document, src: string): void => {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
};

/** Google Analytics (gtag.js) for a measurement id. */
const loadGoogleAnalytics = (win: TrackingWindow, id: string): void => {
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  win.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id);
  addScript(win.document, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
};

/** The Meta Pixel for a pixel id: the standard queue stub, then the library. */
const loadMetaPixel = (win: TrackingWindow, id: string): void => {
  if (!win.fbq) {
    const queue: unknown[] = [];
    const fbq = Object.assign((...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : queue.push(args)), {
      queue,
      loaded: true,
      version: '2.0',
    }) as NonNullable<TrackingWindow['fbq']>;
    win.fbq = fbq;
    win._fbq = fbq;
  }
  win.fbq('init', id);
  win.fbq('track', 'PageView');
  addScript(win.document, 'https://connect.facebook.net/en_US/fbevents.js');
};

/**
 * Loads the trackers the studio configured. Only provider ids reach this
 * point, and only into fixed provider URLs: configuration can never add
 * script of its own. Loaded by dynamic import, after the page is interactive.
 */
export const loadAnalytics = (ids: AnalyticsIds, win: Window = window): void => {
  const safe = safeAnalyticsIds(ids);
  if (safe.googleAnalyticsId) loadGoogleAnalytics(win, safe.googleAnalyticsId);
  if (safe.metaPixelId) loadMetaPixel(win, safe.metaPixelId);
};
