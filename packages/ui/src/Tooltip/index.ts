export {
  Tooltip,
  TooltipTrigger,
  tooltipPlacements,
  type TooltipProps,
  type TooltipTriggerProps,
} from './Tooltip';
