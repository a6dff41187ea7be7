export { SidePanel, sidePanelSizes, type SidePanelProps } from './SidePanel';
