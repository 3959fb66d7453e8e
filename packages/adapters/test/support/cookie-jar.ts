/** A request as the server received it, for assertions on headers. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
}

/**
 * A fetch that keeps cookies like a browser does (stores Set-Cookie, sends
 * Cookie), so the server treats its mutations as coming from a browser and
 * demands the XSRF header. It also records every request it sends.
 */
export const createCookieJar = () => {
  const cookies = new Map<string, string>();
  const seen: SeenRequest[] = [];
  const jarFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookieHeader !== '') request.headers.set('cookie', cookieHeader);
    seen.push({ method: request.method, url: request.url, headers: new Headers(request.headers) });
    const response = await fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return response;
  };
  return {
    fetch: jarFetch,
    readCookie: (name: string): string | null => cookies.get(name) ?? null,
    cookies,
    seen,
  };
};

export type CookieJar = ReturnType<typeof createCookieJar>;
