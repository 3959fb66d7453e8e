import { hasMemberFrame, pageRoute } from '@estudio/core';

/**
 * What a page the browser renders (the member area) needs before it shows
 * anything, as source modules: keys of the build's manifest, relative to
 * this package. The server preloads their chunks with the page's HTML
 * (entry-server.tsx exports this), so they download together with the
 * entry instead of one wave after another: the entry, then the member
 * routes, the session's code, the layout once she is restored, then the
 * calendar. Only the first screen of a signed-in member is named; a
 * visitor who is signed out downloads a little she may not use.
 */

/** The session's code and the member area's frame: every member page needs them. */
const MEMBER_AREA: readonly string[] = [
  'src/app/session.runtime.ts',
  'src/features/member/routes.tsx',
  'src/features/member/MemberLayout.tsx',
  // The HTTP client the identity and the API calls go through, and the member area's own calls.
  '../../node_modules/ky/distribution/index.js',
  '../adapters/src/http/http-api.member.ts',
];

/** The member area's first screen, its calendar (/mystudio). */
const MEMBER_CALENDAR: readonly string[] = ['src/features/schedule/screens/MemberCalendarPage.tsx'];

/** The source modules the page at `pathname` needs first, or none. */
export const clientPageModules = (pathname: string): readonly string[] => {
  // The pages notices link to with a token are opened signed out: they need none of the area's frame.
  if (!hasMemberFrame(pathname)) return [];
  return pageRoute(pathname) === '/mystudio' ? [...MEMBER_AREA, ...MEMBER_CALENDAR] : MEMBER_AREA;
};
