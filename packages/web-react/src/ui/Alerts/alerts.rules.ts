/** The two kinds of alert of spec 2: a red error and a green success. */
export type AlertKind = 'error' | 'success';

/** One alert on screen. */
export interface AlertItem {
  readonly id: number;
  readonly kind: AlertKind;
  readonly message: string;
}

/** How long each kind stays before hiding by itself (spec 9: 5000 ms and 3000 ms). */
export const AUTO_HIDE_MS: Readonly<Record<AlertKind, number>> = { error: 5000, success: 3000 };

/**
 * Texts that mention 401 or 400 are never shown (spec 4, Alerts): those are
 * the session's and the forms' own business, handled where they happen.
 */
export const shouldShowAlert = (text: string): boolean => text.trim() !== '' && !text.includes('401') && !text.includes('400');

/**
 * Adds an alert unless it is suppressed or the same text of the same kind is
 * already on screen (a repeated failure should not stack copies).
 */
export const addAlert = (alerts: readonly AlertItem[], next: AlertItem): readonly AlertItem[] => {
  if (!shouldShowAlert(next.message)) return alerts;
  if (alerts.some((alert) => alert.kind === next.kind && alert.message === next.message)) return alerts;
  return [...alerts, next];
};

/** Removes an alert by id. */
export const dismissAlert = (alerts: readonly AlertItem[], id: number): readonly AlertItem[] =>
  alerts.filter((alert) => alert.id !== id);
