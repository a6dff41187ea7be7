// What the saved views area offers others: the views menu the dashboard layout hands to every list.
export { SavedViewsControl } from './SavedViewsControl';
