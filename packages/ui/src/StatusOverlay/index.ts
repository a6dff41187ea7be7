export { StatusOverlay, type StatusOverlayProps } from './StatusOverlay';
