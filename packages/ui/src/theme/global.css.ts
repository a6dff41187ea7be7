import { globalStyle } from '@vanilla-extract/css';

// A small reset: predictable box model, no default margins, inherited fonts in controls.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', paddingInlineStart: 0 });
globalStyle('img, picture, svg, video, canvas', { display: 'block', maxInlineSize: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
