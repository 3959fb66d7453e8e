import { useId, useRef, type ReactNode } from 'react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { fill, messages } from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import * as styles from './SortableList.css.js';

const text = messages.adminKit;

/** What a screen reader hears while an item is dragged: templates with `{name}`, `{position}` and `{count}`. */
export interface SortableAnnouncementTexts {
  readonly pickedUp: string;
  readonly moved: string;
  readonly dropped: string;
  readonly cancelled: string;
}

/** Where an item stands, for {@link SortableListProps.renderItem}. */
export interface SortablePlace {
  /** From 0. */
  readonly index: number;
  readonly count: number;
  /**
   * The id to give the element that shows the item's name: with `arrows`
   * off, 'Subir' and 'Bajar' are described by it.
   */
  readonly labelId: string;
}

/** Props of {@link SortableList}. */
export interface SortableListProps<T> {
  /** In their current order; the list shows this order (controlled). */
  readonly items: readonly T[];
  readonly idOf: (item: T) => UniqueIdentifier;
  /** The item's name, said by the handle, the buttons and the announcements. */
  readonly labelOf: (item: T) => string;
  /** The item's content, between its handle and its buttons. */
  readonly renderItem: (item: T, place: SortablePlace) => ReactNode;
  /** Every move, by dragging or with a button: the whole new order. */
  readonly onChange: (order: T[]) => void;
  /** The list's accessible name. */
  readonly label: string;
  /** How to move an item from the keyboard, read when a handle takes the focus (the screen's help, usually). */
  readonly instructions: string;
  /** The spoken messages, when a screen words them its own way; `messages.adminKit`'s otherwise. */
  readonly announcements?: SortableAnnouncementTexts | undefined;
  /**
   * 'Subir' and 'Bajar' as ↑ and ↓ named after the item ('Subir Portada'),
   * for rows with little room; otherwise the words, described by the
   * element carrying `labelId`.
   */
  readonly arrows?: boolean | undefined;
}

const spoken: SortableAnnouncementTexts = {
  pickedUp: text.dragPickedUp,
  moved: text.dragMoved,
  dropped: text.dragDropped,
  cancelled: text.dragCancelled,
};

/**
 * dnd-kit's announcements, in Spanish, naming the item and its place. dnd-kit
 * reports the item over itself right after picking it up, in the same
 * render: said, that would replace 'Tomaste…' before anyone heard it, so a
 * move is said only when the place it is over changes (`lastOver`).
 */
const announce = <T,>(
  items: readonly T[],
  idOf: (item: T) => UniqueIdentifier,
  labelOf: (item: T) => string,
  says: SortableAnnouncementTexts,
  lastOver: { current: UniqueIdentifier | undefined },
): Announcements => {
  const indexOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => idOf(item) === id);
  const nameOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? String(id) : labelOf(item);
  };
  const place = (id: UniqueIdentifier | undefined) => ({ position: indexOf(id) + 1, count: items.length });
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return fill(says.pickedUp, { name: nameOf(active.id), ...place(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return fill(says.moved, { name: nameOf(active.id), ...place(over.id) });
    },
    onDragEnd: ({ active, over }) => fill(says.dropped, { name: nameOf(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => fill(says.cancelled, { name: nameOf(active.id) }),
  };
};

interface RowProps {
  readonly id: UniqueIdentifier;
  readonly name: string;
  readonly labelId: string;
  readonly arrows: boolean;
  readonly onUp: (() => void) | undefined;
  readonly onDown: (() => void) | undefined;
  readonly children: ReactNode;
}

const Row = ({ id, name, labelId, arrows, onUp, onDown, children }: RowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? `${styles.item} ${styles.dragging}` : styles.item}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={fill(text.dragHandle, { name })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className={styles.content}>{children}</div>
      {arrows ? (
        <span className={styles.buttons}>
          <button type="button" className={styles.arrow} onClick={onUp} disabled={!onUp} aria-label={fill(text.moveUpNamed, { name })}>
            <span aria-hidden="true">↑</span>
          </button>
          <button type="button" className={styles.arrow} onClick={onDown} disabled={!onDown} aria-label={fill(text.moveDownNamed, { name })}>
            <span aria-hidden="true">↓</span>
          </button>
        </span>
      ) : (
        <span className={styles.buttons}>
          <Button variant="ghost" size="sm" aria-describedby={labelId} disabled={!onUp} onClick={onUp}>
            {text.moveUp}
          </Button>
          <Button variant="ghost" size="sm" aria-describedby={labelId} disabled={!onDown} onClick={onDown}>
            {text.moveDown}
          </Button>
        </span>
      )}
    </li>
  );
};

/**
 * The back office's ordered list (issue 15): each item moved by dragging
 * its handle (dnd-kit: a pointer, a touch, or the keyboard — focus the
 * handle, Space, arrows, Space — with Spanish announcements) or one place
 * at a time with 'Subir' and 'Bajar', the single-pointer alternative WCAG
 * 2.2 asks for. Every move hands the whole new order to `onChange`.
 * Imported from `kit/SortableList/index.js`, not the kit's index, so only
 * the screens that sort carry dnd-kit.
 */
export const SortableList = <T,>({ items, idOf, labelOf, renderItem, onChange, label, instructions, announcements = spoken, arrows = false }: SortableListProps<T>) => {
  const prefix = useId();
  const lastOver = useRef<UniqueIdentifier | undefined>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove([...items], from, to));
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => idOf(item) === id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announce(items, idOf, labelOf, announcements, lastOver), screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => {
            const id = idOf(item);
            const labelId = `${prefix}-${String(id)}`;
            return (
              <Row
                key={id}
                id={id}
                name={labelOf(item)}
                labelId={labelId}
                arrows={arrows}
                onUp={index > 0 ? () => move(index, index - 1) : undefined}
                onDown={index < items.length - 1 ? () => move(index, index + 1) : undefined}
              >
                {renderItem(item, { index, count: items.length, labelId })}
              </Row>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
};
