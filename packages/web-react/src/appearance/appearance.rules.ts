import type { AppearanceConfig } from '@estudio/core';

/** The id of the <style> holding the studio's custom CSS, injected by the server or at runtime. */
export const CUSTOM_CSS_ID = 'studio-custom-css';

/** The document title (spec 3): page_title, else the business name. */
export const documentTitle = (appearance: AppearanceConfig): string =>
  appearance.pageTitle?.trim() || appearance.businessName;

/** A <meta> tag to set: by `name` (description, theme-color) or by `property` (Open Graph). */
export interface MetaTag {
  readonly attribute: 'name' | 'property';
  readonly key: string;
  readonly content: string;
}

/**
 * The head's meta tags for the studio: the browser's theme colour from the
 * primary colour, the tagline as description, and the Open Graph tags a
 * shared link shows (title, tagline, social image).
 */
export const metaTags = (appearance: AppearanceConfig): MetaTag[] => {
  const title = documentTitle(appearance);
  const tags: MetaTag[] = [
    { attribute: 'name', key: 'theme-color', content: appearance.colors.primary },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:site_name', content: appearance.businessName },
  ];
  const tagline = appearance.tagline?.trim();
  if (tagline) {
    tags.push({ attribute: 'name', key: 'description', content: tagline });
    tags.push({ attribute: 'property', key: 'og:description', content: tagline });
  }
  if (appearance.socialImage) tags.push({ attribute: 'property', key: 'og:image', content: appearance.socialImage });
  return tags;
};

/** Tracking ids as core validated them: provider ids only, never script. */
export interface AnalyticsIds {
  readonly googleAnalyticsId: string | null;
  readonly metaPixelId: string | null;
}

/** Google's measurement ids ('G-…', 'UA-…', 'GT-…', 'AW-…'): letters, digits and dashes. */
const GA_ID = /^(?:G|UA|GT|AW)-[A-Z0-9-]{4,30}$/i;
/** Meta Pixel ids are digits. */
const PIXEL_ID = /^\d{5,20}$/;

/**
 * The ids safe to put in a script URL. Core already refuses anything else;
 * this second check sits where the ids meet the DOM.
 */
export const safeAnalyticsIds = (ids: AnalyticsIds): AnalyticsIds => ({
  googleAnalyticsId: ids.googleAnalyticsId && GA_ID.test(ids.googleAnalyticsId) ? ids.googleAnalyticsId : null,
  metaPixelId: ids.metaPixelId && PIXEL_ID.test(ids.metaPixelId) ? ids.metaPixelId : null,
});

/** True when there is any tracker to load. */
export const hasAnalytics = (ids: AnalyticsIds): boolean => {
  const safe = safeAnalyticsIds(ids);
  return safe.googleAnalyticsId !== null || safe.metaPixelId !== null;
};
