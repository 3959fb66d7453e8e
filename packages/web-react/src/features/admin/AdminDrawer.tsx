import * as Dialog from '@radix-ui/react-dialog';
import { messages } from '@estudio/core';
import { AccountLinks, AdminNav } from './AdminNav.js';
import type { AdminMenuGroup } from './adminMenu.js';
import * as styles from './admin.css.js';

/** Props of {@link AdminDrawer}. */
export interface AdminDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly groups: readonly AdminMenuGroup[];
  readonly onSignOut: () => void;
}

/**
 * The admin menu on a phone: a Radix dialog from the left (focus trapped,
 * Escape and the backdrop close it, and so does following a link), with the
 * way back to the public site and 'Salir' under the groups.
 */
export const AdminDrawer = ({ open, onClose, groups, onSignOut }: AdminDrawerProps) => (
  <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
    <Dialog.Portal>
      <Dialog.Overlay className={styles.drawerOverlay} />
      <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
        <div className={styles.drawerHeader}>
          <Dialog.Title className={styles.drawerTitle}>{messages.desk.openMenu}</Dialog.Title>
          <Dialog.Close className={styles.drawerClose} aria-label={messages.desk.closeMenu}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        <AdminNav groups={groups} onFollow={onClose} />
        <div className={styles.drawerFooter}>
          <AccountLinks onSignOut={onSignOut} linkClassName={styles.menuLink} />
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
