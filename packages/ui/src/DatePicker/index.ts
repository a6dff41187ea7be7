export { DatePicker, type DatePickerProps } from './DatePicker';
export { DEFAULT_TIME_ZONE } from './defaultTimeZone';
export { todayIn } from './timeZone';
