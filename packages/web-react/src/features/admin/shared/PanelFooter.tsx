import type { ReactNode } from 'react';
import { messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';

/** Props of {@link PanelFooter}. */
export interface PanelFooterProps {
  readonly onCancel: () => void;
  /** 'Cancelar' unless told ('Regresar' when cancelling is the panel's own subject). */
  readonly cancelLabel?: string;
  /** The panel's action: a form's SubmitButton, or use `label`, `busy` and `onSubmit` for a plain one. */
  readonly submit?: ReactNode;
  readonly label?: string;
  readonly busy?: boolean;
  readonly onSubmit?: () => void;
  readonly variant?: 'primary' | 'danger';
}

/** A side panel's footer: leave it, then do what it is for. */
export const PanelFooter = ({ onCancel, cancelLabel = messages.desk.cancel, submit, label, busy = false, onSubmit, variant = 'primary' }: PanelFooterProps) => (
  <>
    <Button variant="ghost" onClick={onCancel}>
      {cancelLabel}
    </Button>
    {submit ?? (
      <Button variant={variant} busy={busy} onClick={onSubmit}>
        {label}
      </Button>
    )}
  </>
);
