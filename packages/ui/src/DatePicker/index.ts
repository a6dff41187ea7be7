export { DatePicker, type DatePickerProps } from './DatePicker';
export { DEFAULT_TIME_ZONE, todayIn } from './timeZone';
