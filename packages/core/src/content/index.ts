export { footerPages, hasContent } from './pages.rules.js';
export {
  MEMBER_SCREEN_SEGMENTS, PAGE_SLUG_MAX, PAGE_SLUG_PATTERN, RESERVED_PAGE_SLUGS, isReservedPageSlug, isTakenPackagesPath, slugOf,
} from './page-slugs.rules.js';
export {
  POPUP_SHOWN_KEY,
  isPopupDue,
  markPopupShown,
  popupDueOn,
  promoPopup,
  type PopupDayPorts,
  type PromoPopup,
} from './popup.rules.js';
export { memberPrompt, type MemberPrompt, type MemberPromptFacts } from './prompts.rules.js';
