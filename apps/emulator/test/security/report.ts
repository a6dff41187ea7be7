/** Figures of the security suites, printed one line each at the end of a part. */
export const figure = (value: number) => value.toLocaleString('en-US');
