const SELF = "'self'";
const NONE = "'none'";
/**
 * react-aria's usePress puts one fixed `<style>` into the head (`touch-action: pan-x pan-y pinch-zoom` on
 * pressable elements, so a tap is not held back for double-tap zoom). That exact text is allowed by its hash;
 * no other inline style is. A test recomputes it from react-aria's source.
 */
export const REACT_ARIA_PRESS_STYLE_HASH = '38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';
const hashSource = (hash: string) => `'sha256-${hash}'`;

/** What a policy depends on: the inline scripts of the served index.html and the Host the page was asked for. */
export interface PolicyInput {
  /** Base64 SHA-256 of each inline script. */
  scriptHashes: readonly string[];
  /** The request's Host, already checked against the allow-list. */
  host: string;
}

/**
 * The dashboard's Content-Security-Policy, by directive. Scripts come from the origin, plus the inline scripts of
 * index.html by hash (the incompatible-browser notice); styles from the origin plus react-aria's one rule; the push
 * socket connects to the same host over ws(s).
 */
export const contentSecurityDirectives = ({ scriptHashes, host }: PolicyInput) => ({
  'default-src': [SELF],
  'script-src': [SELF, ...scriptHashes.map(hashSource)],
  'style-src': [SELF, hashSource(REACT_ARIA_PRESS_STYLE_HASH)],
  'img-src': [SELF, 'data:', 'blob:'],
  'font-src': [SELF, 'data:'],
  'connect-src': [SELF, `ws://${host}`, `wss://${host}`],
  'object-src': [NONE],
  'base-uri': [NONE],
  'form-action': [SELF],
  'frame-ancestors': [NONE],
});

/** Downloads of uploaded files: nothing in them may run, even if a browser renders one. */
export const attachmentDirectives = () => ({
  'default-src': [NONE],
  sandbox: [],
  'frame-ancestors': [NONE],
});

export const serializePolicy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
