import { BOOT_ELEMENT_ID, type BootData } from '@estudio/core';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The boot data the server embedded in the page (core's `BootData`), or null
 * when there is none (Vite's dev server, a static host) or it is unreadable:
 * the app then loads the configuration itself.
 */
export const readBootData = (doc: Pick<Document, 'getElementById'>): BootData | null => {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || !isRecord(data['config']) || !isRecord(data['answers'])) return null;
    const { now, wide, ...rest } = data;
    // An unreadable now or guess is left out: the page then reads the browser's clock, and renders phone first.
    return {
      ...rest,
      ...(typeof now === 'number' && Number.isFinite(now) ? { now } : {}),
      ...(typeof wide === 'boolean' ? { wide } : {}),
    } as unknown as BootData;
  } catch {
    return null;
  }
};
