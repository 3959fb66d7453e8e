/**
 * The member area's pages that a notice links to with a token (in the
 * address's fragment, which never reaches a server's logs): the reminder's
 * one-tap cancel (issue 17) and a waitlist offer's page. Opened signed out,
 * they need none of the member area's frame: the server's page plan does
 * not render the frame for them, the browser preloads nothing for them, and
 * the router, the e-mails and these agree by reading the paths here.
 */
export const NOTICE_LINK_PATHS = {
  cancelReservation: '/mystudio/cancelar',
  waitlistOffer: '/mystudio/lista-de-espera/oferta',
} as const;

/** The address a notice links to: `{origin}{path}#{token}`. */
export const noticeLink = (origin: string, page: keyof typeof NOTICE_LINK_PATHS, token: string): string =>
  `${origin}${NOTICE_LINK_PATHS[page]}#${token}`;

/**
 * True when a page path (decoded, any case, with or without a trailing
 * slash, as the router matches it) is one of the notice link pages.
 */
export const isNoticeLinkPath = (path: string): boolean => {
  const lower = path.toLowerCase();
  const bare = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  return Object.values(NOTICE_LINK_PATHS).some((one) => one === bare);
};
