/** Spec 9: the online videos page size. */
export const VIDEO_PAGE_SIZE = 32;

/** The first page of the library. */
export const FIRST_VIDEO_PAGE = 1;

/** Spec 9: pages = total / 32 rounded up (0 without videos). */
export const videoPageCount = (total: number): number =>
  Number.isFinite(total) && total > 0 ? Math.ceil(Math.floor(total) / VIDEO_PAGE_SIZE) : 0;

/** A page the library can show: a whole number from 1 to the last page (1 when there is none). */
export const clampVideoPage = (page: number, pages: number): number => {
  const last = Math.max(FIRST_VIDEO_PAGE, Math.floor(pages));
  if (!Number.isFinite(page)) return FIRST_VIDEO_PAGE;
  return Math.min(last, Math.max(FIRST_VIDEO_PAGE, Math.floor(page)));
};

/** The rows a page skips in SQL (`offset`) for a page number from 1. */
export const videoPageOffset = (page: number): number => (Math.max(FIRST_VIDEO_PAGE, Math.floor(page)) - 1) * VIDEO_PAGE_SIZE;
