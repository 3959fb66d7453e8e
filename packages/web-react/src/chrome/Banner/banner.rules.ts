import { bannerTarget, type BannerTarget, type StudioConfig } from '@estudio/core';

/** Spec 9: the banner hides once the page is scrolled this far. */
export const BANNER_HIDE_SCROLL_PX = 1000;

/**
 * Once hidden, the banner shows again only this far above the threshold:
 * hiding it shortens the page, and a page whose end is just past 1000 px
 * would be scrolled back under it by the browser, show it, grow, hide it…
 * without end (React's 'Maximum update depth exceeded').
 */
export const BANNER_SHOW_AGAIN_PX = 300;

/** True when the banner should hide at this scroll position: 1000 px or more, or (hidden already) more than 700. */
export const isScrolledPastBanner = (scrollY: number, hidden = false): boolean =>
  scrollY >= BANNER_HIDE_SCROLL_PX - (hidden ? BANNER_SHOW_AGAIN_PX : 0);

/** What the banner shows: its text and where a click leads (null: not clickable). */
export interface BannerContent {
  readonly text: string;
  readonly target: BannerTarget | null;
}

/**
 * The banner of spec 2, or null when it is off or has no text. A link with
 * the studio's domain (or a relative path) stays in the app; any other opens
 * a new window; core refuses non-web links.
 */
export const bannerContent = (config: StudioConfig): BannerContent | null => {
  const text = config.contact.bannerText?.trim() ?? '';
  if (!config.sections.banner.enabled || text === '') return null;
  return { text, target: bannerTarget(config, config.contact.bannerLink) };
};
