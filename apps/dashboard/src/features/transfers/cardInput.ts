/** How the card fields read as they are typed: the expiry gets its slash after the month. */

/** `MM/YY` from what was typed: digits only, at most 4, a slash once the year starts (`1229` → `12/29`). */
export function formatExpiryInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
