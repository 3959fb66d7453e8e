import type { CalendarDownload } from '@estudio/core';

/** How long the file's object URL is kept after the click: the browser reads it asynchronously. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves a downloaded .ics the way browsers save a file a page made: a Blob
 * of type text/calendar, an object URL and a click on a temporary link with
 * `download` set to the server's file name. A phone's browser offers to open
 * it in its calendar app.
 */
export const saveCalendarFile = (file: CalendarDownload, doc: Document = document): void => {
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/calendar;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};
