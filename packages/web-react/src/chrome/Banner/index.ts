export { Banner } from './Banner.js';
export { bannerContent, isScrolledPastBanner, BANNER_HIDE_SCROLL_PX } from './banner.rules.js';
export type { BannerContent } from './banner.rules.js';
