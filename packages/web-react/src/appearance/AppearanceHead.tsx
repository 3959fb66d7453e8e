import { useEffect } from 'react';
import { useStudioConfig } from '../app/services.js';
import { documentTitle, hasAnalytics, metaTags, type AnalyticsIds } from './appearance.rules.js';
import { applyCustomCss, setFavicon, upsertMeta, whenInteractive } from './head.js';

/** Loads the trackers module; swapped in tests. */
export type AnalyticsLoader = (ids: AnalyticsIds) => Promise<void>;

const importAnalytics: AnalyticsLoader = async (ids) => (await import('./analytics.js')).loadAnalytics(ids);

/**
 * Applies the studio's appearance settings to the document (issue 2,
 * 'Appearance settings at work'): title, favicon, theme colour, description
 * and Open Graph tags, the custom CSS when the server did not inject it, and
 * the trackers once the page is interactive, from a separate chunk.
 */
export const AppearanceHead = ({ loadAnalytics = importAnalytics }: { loadAnalytics?: AnalyticsLoader }) => {
  const { appearance } = useStudioConfig();

  useEffect(() => {
    document.title = documentTitle(appearance);
    if (appearance.favicon) setFavicon(document, appearance.favicon);
    metaTags(appearance).forEach((tag) => upsertMeta(document, tag));
    applyCustomCss(document, appearance.customCss);
  }, [appearance]);

  const { googleAnalyticsId, metaPixelId } = appearance;
  useEffect(() => {
    const ids = { googleAnalyticsId, metaPixelId };
    if (!hasAnalytics(ids)) return undefined;
    return whenInteractive(window, () => void loadAnalytics(ids).catch(() => undefined));
  }, [googleAnalyticsId, metaPixelId, loadAnalytics]);

  return null;
};
