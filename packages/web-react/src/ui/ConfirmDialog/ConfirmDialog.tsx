import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { messages } from '@estudio/core';
import * as styles from './ConfirmDialog.css.js';

// The dialog library loads with the first question, not with every page.
const Modal = lazy(async () => ({ default: (await import('../Modal/Modal.js')).Modal }));

/** What a confirmation asks. */
export interface ConfirmOptions {
  readonly message: ReactNode;
  readonly okLabel?: string;
  readonly cancelLabel?: string;
}

/** Asks the user and resolves true on OK, false on Cancelar, the close button or Escape. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

interface Pending {
  readonly options: ConfirmOptions;
  readonly resolve: (answer: boolean) => void;
}

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * Holds the one confirm dialog of the app, titled 'Precaución' (spec 8).
 * A second request while one is open answers the first with false: only the
 * latest question is on screen, and no promise is left hanging.
 */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    current.current?.resolve(answer);
    current.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        current.current = { options, resolve };
        setPending(current.current);
      }),
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <Modal
            open
            title={messages.common.confirmTitle}
            size="sm"
            onClose={() => settle(false)}
            onCancel={() => settle(false)}
            onOk={() => settle(true)}
            okLabel={pending.options.okLabel}
            cancelLabel={pending.options.cancelLabel}
          >
            <div className={styles.message}>{pending.options.message}</div>
          </Modal>
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
};

/** The app's confirm: `if (await confirm({ message })) …`. */
export const useConfirm = (): Confirm => {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider>');
  return confirm;
};
