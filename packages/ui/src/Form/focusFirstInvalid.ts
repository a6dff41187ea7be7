/** Moves focus to the first control in the form that is marked invalid, in document order. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
  if (!first) return false;
  first.focus();
  return true;
}
