const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Bytes in binary steps with Intl unit names: 2147483648 → "2 GB" (en-US), "2 GB" (de-DE). */
export function formatFileSize(bytes: number, locale: string): string {
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(size);
}

/**
 * Whether a file matches an accept list of MIME types ("application/pdf"), wildcards ("image/*")
 * or extensions (".csv"), as the `accept` attribute does. An empty list accepts everything.
 */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, accepted: readonly string[]) {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
