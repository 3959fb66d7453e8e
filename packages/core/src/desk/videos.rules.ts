/**
 * The rules of /admin's 'Videos' (issue 15) that are not the form's: how a
 * duration reads in the list, and what a video file's own metadata says.
 */

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A duration in seconds as a clock: '5:07', '45:25', '1:02:03' (hours only when there are). */
export const durationClock = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
};

/**
 * The whole seconds a video element's `duration` gives, or null when it
 * says nothing usable: NaN before the metadata, Infinity for a live stream
 * or a WebM recorded without its duration, 0 for nothing.
 */
export const metadataSeconds = (duration: number): number | null =>
  Number.isFinite(duration) && duration > 0 ? Math.max(1, Math.round(duration)) : null;

/** Seconds as the form's two boxes hold them: whole minutes and the seconds left. */
export const durationParts = (seconds: number): { readonly minutes: string; readonly seconds: string } => ({
  minutes: String(Math.floor(seconds / 60)),
  seconds: String(seconds % 60),
});
