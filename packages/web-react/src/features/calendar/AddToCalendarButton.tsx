import { useState } from 'react';
import { messages } from '@estudio/core';
import { useAlerts } from '../../ui/Alerts/index.js';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button/index.js';
import { saveCalendarFile } from './saveCalendarFile.js';
import { useCalendarApi } from './useCalendarApi.js';

const text = messages.calendar;

/** Props of {@link AddToCalendarButton}. */
export interface AddToCalendarButtonProps {
  readonly reservationId: number;
  /** What screen readers hear: 'Agregar a mi calendario la clase de Yoga, lun 06 ene, 09:00'. */
  readonly label?: string;
  readonly size?: ButtonSize;
  readonly variant?: ButtonVariant;
}

/**
 * 'Agregar a mi calendario' (issue 17): downloads the reservation's .ics
 * with her session and saves it; a refusal (not hers, no longer upcoming)
 * shows the server's message. Nothing when the app has no calendar calls.
 */
export const AddToCalendarButton = ({ reservationId, label, size = 'sm', variant = 'secondary' }: AddToCalendarButtonProps) => {
  const calendar = useCalendarApi();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  if (!calendar) return null;
  const download = async () => {
    setBusy(true);
    const file = await calendar.reservationFile(reservationId);
    setBusy(false);
    if (file.ok) saveCalendarFile(file.value);
    else alerts.error(file.error.message || text.addFailed);
  };
  return (
    <Button size={size} variant={variant} busy={busy} aria-label={label} onClick={() => void download()}>
      {text.addButton}
    </Button>
  );
};
