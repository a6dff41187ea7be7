export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  dateRangeForPreset,
  dateRangePresets,
  presetForDateRange,
  type CalendarDateRange,
  type DateRangePreset,
} from './presets';
