/**
 * A JSON answer prepared ahead (issue 18): its text, its gzip and an ETag,
 * so the binder answers 304 to a client that holds it and sends the gzip to
 * one that accepts it, without serialising anything it already has.
 * Handlers return it in place of their body; text and gzip are made only
 * when they are sent (not for a 304), by whoever prepared the answer (who
 * may keep them).
 */
export class PreparedJson {
  constructor(
    /** A strong ETag, quotes included. */
    readonly etag: string,
    /** The answer's JSON text. */
    readonly body: () => string,
    /** Its gzip. */
    readonly gzip: () => Promise<Buffer>,
    /** `public` for an answer that is the same for everyone, else `private`. */
    readonly scope: 'public' | 'private',
  ) {}
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export const matchesEtag = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  return header.split(',').some((one) => {
    const tag = one.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
};

/** Whether an Accept-Encoding header accepts gzip: named with a weight above 0, or through `*` when gzip itself is not named. */
export const acceptsGzip = (header: string | undefined): boolean => {
  const weights = new Map((header ?? '').split(',').map((one) => {
    const [coding = '', ...params] = one.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return [coding.trim(), q === undefined ? 1 : Number(q.slice(2))] as const;
  }));
  const weight = weights.get('gzip') ?? weights.get('*');
  return weight !== undefined && weight > 0;
};

/** The ETag of an answer's gzip: another representation, so another strong ETag ('"abc"' → '"abc-gzip"'). */
export const gzipEtag = (etag: string): string => `${etag.slice(0, -1)}-gzip"`;
