/** The payment page's one stylesheet (same origin, so the CSP's `style-src 'self'` allows it); light and dark. */
export const PAY_CSS = `:root{color-scheme:light dark;--bg:#f5f6f8;--fg:#1a1d23;--muted:#5b6270;--card:#fff;--line:#c9ced6;--accent:#1d4ed8;--error:#b42318;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
@media (prefers-color-scheme:dark){:root{--bg:#111318;--fg:#eceef2;--muted:#a5abb6;--card:#1b1e25;--line:#454b57;--accent:#8fb0ff;--error:#ff9b90}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);display:flex;justify-content:center;padding:24px 16px}
.card{background:var(--card);width:100%;max-width:420px;border:1px solid var(--line);border-radius:12px;padding:24px}
h1{font-size:1.35rem;margin:0 0 8px}
h2{font-size:1.1rem;margin:16px 0 8px}
.amount{font-size:1.6rem;font-weight:600;margin:0 0 16px;font-variant-numeric:tabular-nums}
.muted{color:var(--muted);margin:0 0 4px}
.small{font-size:.85rem;margin-top:16px}
.mono{font-family:ui-monospace,monospace}
.field{margin:0 0 12px;flex:1}
.row{display:flex;gap:12px}
label{display:block;font-weight:500;margin-bottom:4px}
input,select{width:100%;font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:10px 12px;min-height:44px}
input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error)}
.hint{color:var(--muted);font-size:.85rem;margin:4px 0 0}
.error{color:var(--error);font-size:.9rem;margin:4px 0 0}
.banner{border:1px solid var(--error);color:var(--error);border-radius:8px;padding:8px 12px}
button{width:100%;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:12px;min-height:44px;cursor:pointer;margin-top:4px}
`;
