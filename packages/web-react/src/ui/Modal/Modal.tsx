import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { messages } from '@estudio/core';
import { Button } from '../Button/index.js';
import * as styles from './Modal.css.js';

/** Props of {@link Modal}. */
export interface ModalProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** Closing by the close button or Escape. Without it the modal only closes through its footer. */
  readonly onClose?: () => void;
  /** Hides the close button and makes Escape do nothing. */
  readonly hideClose?: boolean;
  /** Shows 'Cancelar' in the footer. */
  readonly onCancel?: () => void;
  /** Shows 'OK' in the footer. */
  readonly onOk?: () => void;
  readonly okLabel?: string;
  readonly cancelLabel?: string;
  readonly okBusy?: boolean;
  readonly okDisabled?: boolean;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly children?: ReactNode;
}

/** Whether a user may dismiss the modal without choosing (close button or Escape). */
export const isClosable = ({ onClose, hideClose }: Pick<ModalProps, 'onClose' | 'hideClose'>): boolean =>
  onClose !== undefined && !hideClose;

/**
 * The app's modal (spec 2, Modals) on Radix Dialog, which brings the focus
 * trap, focus return, scroll lock and the dialog's aria. The backdrop is
 * static: a click outside never closes it.
 */
export const Modal = (props: ModalProps) => {
  const { open, title, onClose, onCancel, onOk, okBusy, okDisabled, size = 'md', children } = props;
  const closable = isClosable(props);
  const keepOpen = (event: Event) => event.preventDefault();
  // Radix returns focus only to a Dialog.Trigger; our modals open from any button, so remember it and go back to it.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next && closable ? onClose?.() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles.size[size]}`}
          aria-describedby={undefined}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onEscapeKeyDown={closable ? undefined : keepOpen}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closable ? (
              <Dialog.Close className={styles.close} aria-label={messages.ui.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
          {onCancel || onOk ? (
            <div className={styles.footer}>
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel}>
                  {props.cancelLabel ?? messages.common.cancel}
                </Button>
              ) : null}
              {onOk ? (
                <Button onClick={onOk} busy={okBusy} disabled={okDisabled}>
                  {props.okLabel ?? messages.common.ok}
                </Button>
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
