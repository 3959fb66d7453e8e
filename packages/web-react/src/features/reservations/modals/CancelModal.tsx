import { cancelModalCopy } from '@estudio/core';
import { Modal } from '../../../ui/Modal/index.js';
import type { CancelFlow } from './useCancelFlow.js';
import * as styles from './modals.css.js';

/**
 * Spec 2, Modal 'Cancelar Clase': 'Deseas cancelar tu clase de {type} del
 * {date} a las {time}?', with the warning that the credit is not returned
 * when cancelling past the window (allow_cancel_after_treshold), and the
 * buttons 'Regresar' and 'Cancelar Clase'.
 */
export const CancelModal = ({ flow, zone }: { flow: CancelFlow; zone: string }) => {
  const { view, row } = flow;
  if (!row) return null;
  const copy = cancelModalCopy({ typeName: row.typeName, classDate: row.classDate, decision: view.decision ?? { lateWarning: false }, zone });
  return (
    <Modal
      open
      title={copy.title}
      size="sm"
      onClose={view.busy ? undefined : view.back}
      onCancel={view.back}
      cancelLabel={copy.back}
      onOk={view.confirm}
      okLabel={copy.confirm}
      okBusy={view.busy}
    >
      <div className={styles.stack}>
        <p className={styles.text}>{copy.body}</p>
        {copy.warning ? <p className={styles.warning}>{copy.warning}</p> : null}
      </div>
    </Modal>
  );
};
