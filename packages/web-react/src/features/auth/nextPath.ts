/** Where the member area starts: sign-in, sign-up and the gate lead here. */
export const MEMBER_HOME = '/mystudio';

/**
 * The `?next=` path to go to after signing in, when it is one of ours: an
 * absolute path on this origin. Anything else (another site, a
 * protocol-relative `//host`, a backslash trick) falls back to /mystudio, so
 * the sign-in page cannot be used as an open redirect.
 */
export const safeNextPath = (next: string | null | undefined): string => {
  if (!next) return MEMBER_HOME;
  const path = next.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return MEMBER_HOME;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20)) return MEMBER_HOME;
  return path;
};

/** The sign-in address that comes back to `path` afterwards. */
export const signInPathFor = (path: string): string => `/entrar?next=${encodeURIComponent(path)}`;
