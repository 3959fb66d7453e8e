import { useState } from 'react';
import { fill, messages, type ClassPackage } from '@estudio/core';
import { Spinner } from '../../../../ui/Spinner/index.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { SidePanel } from '../../kit/SidePanel/index.js';
import { SortableList } from '../../kit/SortableList/index.js';
import { LoadFailure } from '../../shared/LoadFailure.js';
import { PanelFooter } from '../../shared/PanelFooter.js';
import { useDeskAction } from '../../shared/useDeskAction.js';
import { useRetryable } from '../../shared/useRetryable.js';
import * as styles from './Packages.css.js';

const text = messages.deskPackages;

/** Props of {@link PackageOrderPanel}. */
export interface PackageOrderPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** After 'Guardar orden' saved: the list reloads. */
  readonly onSaved: () => void;
}

interface Item {
  readonly id: number;
  readonly title: string;
}

/** The list being ordered, from the packages by their saved order; moves change only this draft until 'Guardar orden'. */
const OrderList = ({ packages, onSaved, onClose }: { readonly packages: readonly ClassPackage[]; readonly onSaved: () => void; readonly onClose: () => void }) => {
  const catalogue = useDeskCatalogue();
  const { busy, run } = useDeskAction();
  const [items, setItems] = useState<readonly Item[]>(() => packages.map((pkg) => ({ id: pkg.class_package_id, title: pkg.title })));
  const save = () => run(() => catalogue.packages.reorder(items.map((item) => item.id)), text.orderSaved, () => {
    onSaved();
    onClose();
  });
  return (
    <>
      <p className={styles.help}>{text.orderHelp}</p>
      <SortableList
        items={items}
        idOf={(item) => item.id}
        labelOf={(item) => item.title}
        label={text.orderTitle}
        instructions={text.orderHelp}
        onChange={setItems}
        renderItem={(item, { index, count, labelId }) => (
          <>
            <span id={labelId} className={styles.orderTitle}>{item.title}</span>
            <span className={styles.orderPosition}>{fill(text.position, { position: index + 1, count })}</span>
          </>
        )}
      />
      <div className={styles.orderFooter}>
        <PanelFooter onCancel={onClose} label={text.orderSave} busy={busy} onSubmit={() => void save()} />
      </div>
    </>
  );
};

/**
 * 'Ordenar' of /admin/paquetes (issue 15): every package, available or not,
 * in its saved order, moved by drag and drop (the kit's SortableList: a
 * pointer, a touch, or the keyboard on each handle, with Spanish
 * announcements) or with 'Subir' and 'Bajar'; 'Guardar orden' sends the whole order at once
 * (PUT /class_packages/order), which /paquetes follows.
 */
export const PackageOrderPanel = ({ open, onClose, onSaved }: PackageOrderPanelProps) => {
  const catalogue = useDeskCatalogue();
  const loaded = useRetryable('desk-packages-order', () => catalogue.packages.ordered());
  return (
    <SidePanel open={open} onClose={onClose} title={text.orderTitle}>
      {loaded.state.status === 'error' ? (
        <LoadFailure message={text.orderLoadError} onRetry={loaded.reload} />
      ) : loaded.state.status === 'ready' ? (
        <OrderList packages={loaded.state.data} onSaved={onSaved} onClose={onClose} />
      ) : (
        <p role="status">
          <Spinner showLabel />
        </p>
      )}
    </SidePanel>
  );
};
