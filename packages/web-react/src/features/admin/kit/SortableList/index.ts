export { SortableList } from './SortableList.js';
export type { SortableListProps, SortableAnnouncementTexts, SortablePlace } from './SortableList.js';
