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
 * A page path (decoded) as the router matches it: letters in any case
 * (React Router's default), with or without trailing slashes; '/' stays.
 */
export const pageRoute = (path: string): string => {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
};

/** True when a page path (`pageRoute`'s reading) is one of the notice link pages. */
export const isNoticeLinkPath = (path: string): boolean => {
  const route = pageRoute(path);
  return Object.values(NOTICE_LINK_PATHS).some((one) => one === route);
};

/**
 * True when a page path is the member area's (/mystudio and below) with
 * its frame: every page of it but the notice link pages. The server renders
 * that frame and the browser preloads the area's code for these pages.
 */
export const hasMemberFrame = (path: string): boolean => {
  const route = pageRoute(path);
  return (route === '/mystudio' || route.startsWith('/mystudio/')) && !isNoticeLinkPath(route);
};
