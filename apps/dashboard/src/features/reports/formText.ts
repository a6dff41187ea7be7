/** Reads a submitted form's fields by name, trimmed; a missing field reads as ''. */
export function formText(form: HTMLFormElement) {
  const data = new FormData(form);
  return (name: string) => String(data.get(name) ?? '').trim();
}
