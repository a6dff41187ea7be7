export * from './DatePicker';
export * from './DateRangePicker';
