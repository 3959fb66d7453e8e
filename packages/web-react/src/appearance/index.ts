export { AppearanceHead } from './AppearanceHead.js';
export type { AnalyticsLoader } from './AppearanceHead.js';
export { documentTitle, metaTags, safeAnalyticsIds, hasAnalytics, CUSTOM_CSS_ID } from './appearance.rules.js';
export type { AnalyticsIds, MetaTag } from './appearance.rules.js';
