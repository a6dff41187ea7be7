/**
 * Stored-XSS payloads. Each one, if it ever ran, would call `__xss(marker)` (or open a dialog, or leave a probe
 * element behind), where the marker names the field and the payload (see fields.ts), so a failure says where.
 */

/** What the page must expose for a payload to report itself (installed by detect.ts). */
export const XSS_HOOK = '__xss';
/** Ids and classes that only injected markup carries. */
export const PROBE_PREFIX = 'xss-probe';
/** The longest a "long string" payload gets, even in fields that take more. */
const LONG_PAYLOAD_LENGTH = 4_000;

export interface Payload {
  readonly label: string;
  /** The text to store for `marker`, at most `room` characters (only long payloads use the room). */
  readonly render: (marker: number, room: number) => string;
}

const fixed = (label: string, text: (call: string, probe: string) => string): Payload => ({
  label,
  render: (marker) => text(`${XSS_HOOK}(${marker})`, `${PROBE_PREFIX}-${marker}`),
});

/** Fills the room up to LONG_PAYLOAD_LENGTH with `filler`, then ends with `tail`. */
const long = (label: string, filler: string, tail: (call: string) => string): Payload => ({
  label,
  render: (marker, room) => {
    const end = tail(`${XSS_HOOK}(${marker})`);
    const length = Math.min(room, LONG_PAYLOAD_LENGTH) - end.length;
    return filler.repeat(Math.ceil(length / filler.length)).slice(0, length) + end;
  },
});

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export const PAYLOADS: readonly Payload[] = [
  // Classic markup.
  fixed('script', (call) => `<script>${call}</script>`),
  fixed('SCRIPT upper case', (call) => `<SCRIPT>${call}</SCRIPT>`),
  fixed('script data: src', (call) => `<script src="data:text/javascript,${call}"></script>`),
  fixed('img onerror', (call) => `<img src=x onerror=${call}>`),
  fixed('img onerror quoted', (call) => `<img src="x" onerror="${call}">`),
  fixed(
    'img entity-encoded handler',
    (call) => `<img src=x onerror=&#95;&#95;xss${call.slice(5)}>`,
  ),
  fixed('svg onload', (call) => `<svg onload=${call}>`),
  fixed('svg slash onload', (call) => `<svg/onload=${call}//`),
  fixed('svg script', (call) => `<svg><script>${call}</script></svg>`),
  fixed('body onload', (call) => `<body onload=${call}>`),
  fixed('iframe javascript:', (call) => `<iframe src="javascript:${call}"></iframe>`),
  fixed('iframe srcdoc', (call) => `<iframe srcdoc="<script>parent.${call}</script>"></iframe>`),
  fixed('details ontoggle', (call) => `<details open ontoggle=${call}>x</details>`),
  fixed('input autofocus', (call) => `<input autofocus onfocus=${call}>`),
  fixed('video source onerror', (call) => `<video><source onerror=${call}></video>`),
  fixed('audio onerror', (call) => `<audio src=x onerror=${call}>`),
  fixed('object data', (call) => `<object data="javascript:${call}"></object>`),
  fixed('embed src', (call) => `<embed src="javascript:${call}">`),
  fixed('marquee onstart', (call) => `<marquee onstart=${call}>x</marquee>`),
  fixed(
    'mXSS math/style',
    (call) => `<math><mtext><table><mglyph><style><img src=x onerror=${call}>`,
  ),
  fixed(
    'noscript breakout',
    (call) => `<noscript><p title="</noscript><img src=x onerror=${call}>">`,
  ),
  fixed('base href', (call) => `<base href="javascript:${call}//">`),
  fixed('meta refresh', (call) => `<meta http-equiv="refresh" content="0;url=javascript:${call}">`),
  fixed('anchor javascript:', (call, probe) => `<a id="${probe}" href="javascript:${call}">a</a>`),
  fixed('form action', (call, probe) => `<form action="javascript:${call}"><button id="${probe}">`),
  fixed(
    'style url()',
    (call, probe) => `<div class="${probe}" style="background:url(javascript:${call})">`,
  ),
  fixed('plain markup', (_call, probe) => `<b id="${probe}">bold?</b> <i class="${probe}">em?</i>`),
  fixed('alert dialog', (call) => `<img src=x onerror=alert(${call.slice(6, -1)})>`),
  fixed('confirm dialog', (call) => `<svg onload=confirm(${call.slice(6, -1)})>`),
  // Breaking out of attributes, elements and strings.
  fixed('double-quote attribute breakout', (call) => `"><img src=x onerror=${call}>`),
  fixed('single-quote attribute breakout', (call) => `'><svg onload=${call}>`),
  fixed('autofocus attribute injection', (call) => `" autofocus onfocus="${call}" x="`),
  fixed('mouseover attribute injection', (call) => `' onmouseover='${call}' x='`),
  fixed('textarea breakout', (call) => `</textarea><script>${call}</script>`),
  fixed('title breakout', (call) => `</title><script>${call}</script>`),
  fixed('script breakout', (call) => `</script><script>${call}</script>`),
  fixed('comment breakout', (call) => `--><script>${call}</script><!--`),
  fixed('CDATA breakout', (call) => `]]><script>${call}</script>`),
  fixed('JS single-quote string breakout', (call) => `';${call};//`),
  fixed('JS double-quote string breakout', (call) => `";${call};//`),
  fixed('JSON breakout', (call) => `"}</script><script>${call}</script>`),
  // javascript: and data: URLs (stored as-is where a URL is expected).
  fixed('javascript: URL', (call) => `javascript:${call}`),
  fixed('mixed-case javascript: URL', (call) => `JaVaScRiPt:${call}`),
  fixed('javascript: URL with a tab', (call) => `java\tscript:${call}`),
  fixed('entity-encoded javascript: URL', (call) => `&#106;avascript&#58;${call}`),
  fixed('data: HTML URL', (call) => `data:text/html,<script>parent.${call}</script>`),
  fixed(
    'data: base64 URL',
    (call) => `data:text/html;base64,${base64(`<script>${call}</script>`)}`,
  ),
  // Templates and markdown.
  fixed('constructor template', (call) => `{{constructor.constructor('${call}')()}}`),
  fixed('mustache', (call) => `{{${call}}}`),
  fixed('template literal', (call) => `\${${call}}`),
  fixed('ERB', (call) => `<%= ${call} %>`),
  fixed('Ruby interpolation', (call) => `#{${call}}`),
  fixed('markdown link', (call) => `[click me](javascript:${call})`),
  fixed('markdown image', (call) => `![x](x" onerror="${call})`),
  // Unicode and encodings.
  fixed('fullwidth brackets', (call) => `＜script＞${call}＜/script＞`),
  fixed('escaped unicode', (call) => `\\u003cimg src=x onerror=${call}\\u003e`),
  fixed('escaped hex', (call) => `\\x3cscript\\x3e${call}\\x3c/script\\x3e`),
  fixed('percent-encoded', (call) => `%3Cscript%3E${call}%3C%2Fscript%3E`),
  fixed('HTML entities', (call) => `&lt;img src=x onerror=${call}&gt;`),
  fixed('numeric entities', (call) => `&#60;script&#62;${call}&#60;/script&#62;`),
  fixed('UTF-7', (call) => `+ADw-script+AD4-${call}+ADw-/script+AD4-`),
  fixed('long s script', (call) => `<ſcript>${call}</ſcript>`),
  fixed('RTL override', (call) => `\u202e<img src=x onerror=${call}>\u202c`),
  fixed('zero-width in tag', (call) => `<im\u200bg src=x onerror=${call}>`),
  fixed('combining marks and emoji', (call) => `Z̸̢a̵l̴g̶o̷ 💳🔥 <svg onload=${call}>`),
  // Spreadsheet formulas.
  fixed('formula HYPERLINK', (call) => `=HYPERLINK("javascript:${call}","click")`),
  fixed('formula DDE', (call) => `=cmd|' /C calc'!A0 ${call}`),
  fixed('formula plus', (call) => `+${call}`),
  fixed('formula at', () => `@SUM(1+1)*cmd|' /C calc'!A0`),
  fixed('formula minus', () => `-2+3+cmd|' /C calc'!A0`),
  // Object keys a lookup table could trip on.
  fixed('__proto__', () => '__proto__'),
  fixed('constructor', () => 'constructor'),
  // Long strings.
  long('long string ending in markup', 'A', (call) => `<img src=x onerror=${call}>`),
  long('long unbroken word', 'W', (call) => `${call}`),
  long('deeply nested markup', '<i>', (call) => `<img src=x onerror=${call}>`),
];
