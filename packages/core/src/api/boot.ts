import type { StudioConfig } from '../config/config.model.js';

/**
 * What a page needs before its first paint, embedded by the server in
 * index.html: the parsed studio configuration, and the answers of the public
 * reads the page makes at once. The browser then paints without a round trip
 * and without loading its HTTP library first.
 */
export interface BootData {
  readonly config: StudioConfig;
  /** Answers of GET routes by `/api`-relative path (no query), exactly as the route answers them. */
  readonly answers: Readonly<Record<string, unknown>>;
}

/** Id of the `<script type="application/json">` element that carries the boot data. */
export const BOOT_ELEMENT_ID = 'estudio-boot';
