export { SidePanel } from './SidePanel.js';
export type { SidePanelProps } from './SidePanel.js';
