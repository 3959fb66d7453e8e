import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { messages } from '@estudio/core';
import * as styles from './SidePanel.css.js';

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  readonly open: boolean;
  /**
   * Asked to close by 'Cerrar', Escape or a click on the backdrop. The panel
   * stays until `open` turns false, so a screen with unsaved changes can ask
   * first (`if (await confirm(…)) close()`).
   */
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  readonly description?: ReactNode;
  /** The actions, kept in view under the scrolling body: 'Cancelar', 'Guardar'. */
  readonly footer?: ReactNode;
  /** 480 px by default; 720 px for wide content such as a table. Phones always get the whole screen. */
  readonly size?: 'md' | 'lg';
  readonly children?: ReactNode;
}

/**
 * Radix returns focus only to a Dialog.Trigger; panels open from a row's
 * link or a button elsewhere (or from the address), so remember what had
 * the focus and go back to it while it is still on the page.
 */
const useOpenerFocus = () => {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus();
    },
  };
};

/**
 * The back office's side sheet on Radix Dialog (focus trap, Escape, scroll
 * lock, aria): from the right at 480 px on a laptop, the whole screen on a
 * phone. A title, an optional description, 'Cerrar', a body that scrolls and
 * a footer that does not. It slides in unless the system asks for reduced
 * motion.
 */
export const SidePanel = ({ open, onClose, title, description, footer, size = 'md', children }: SidePanelProps) => {
  const focus = useOpenerFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === 'lg' ? `${styles.content} ${styles.wide}` : styles.content}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          {...focus}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description === undefined ? null : <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
            </div>
            <Dialog.Close className={styles.close} aria-label={messages.ui.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
