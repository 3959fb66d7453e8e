/** The bytes a request asks for, both ends included. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range of `bytes` a Range header asks of a file of `size` bytes
 * (RFC 9110 §14): 'bytes=a-b', 'bytes=a-' (to the end) or 'bytes=-n' (the
 * last n), its end cut to the file's. 'unsatisfiable' when it starts past
 * the end (416); null when there is no header, or one a server may ignore
 * (another unit, several ranges, a malformed one): the whole file, 200.
 */
export const byteRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null => {
  const match = SINGLE_RANGE.exec((header ?? '').trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
};
