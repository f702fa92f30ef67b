const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sign-in page, rendered on the server so it works before any script loads. It follows the
 * system's light or dark preference with the same colour tokens as the web app.
 */
export function renderLoginPage(opts: { csrfToken: string; next: string; error?: string; username?: string }): string {
  const error = opts.error ? `<p class="error" role="alert">${escape(opts.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Loupe</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{--bg:#f4f6f8;--panel:#fff;--text:#1d2430;--muted:#5b6675;--border:#d5dbe3;--accent:#2f6fde;--accent-text:#fff;--error-bg:#fdecec;--error:#a3261f;--focus:rgba(47,111,222,.35)}
@media (prefers-color-scheme:dark){:root{--bg:#12161c;--panel:#1b212a;--text:#e6ebf2;--muted:#9aa6b5;--border:#323b47;--accent:#5b93f5;--accent-text:#0b1020;--error-bg:#3a1d1d;--error:#ffb4ab;--focus:rgba(91,147,245,.4)}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(380px,calc(100vw - 32px));background:var(--panel);border:1px solid var(--border);border-radius:12px;padding:32px 28px;box-shadow:0 8px 30px rgba(0,0,0,.08)}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 4px;font-size:22px;font-weight:650;letter-spacing:-.01em}
.brand svg{flex:none}
.sub{margin:0 0 24px;color:var(--muted)}
label{display:block;font-weight:550;margin:16px 0 6px}
input[type=text],input[type=password]{width:100%;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:var(--bg);color:var(--text);font:inherit}
input:focus{outline:none;border-color:var(--accent);box-shadow:0 0 0 3px var(--focus)}
button{width:100%;margin-top:24px;padding:10px 14px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:none;box-shadow:0 0 0 3px var(--focus)}
.error{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:var(--error-bg);color:var(--error)}
</style>
</head>
<body>
<main>
<h1 class="brand"><svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="M15 15l6 6" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/></svg>Loupe</h1>
<p class="sub">Sign in to explore your data</p>
${error}
<form method="post" action="/login/">
<input type="hidden" id="csrf_token" name="csrf_token" value="${escape(opts.csrfToken)}">
<input type="hidden" name="next" value="${escape(opts.next)}">
<label for="username">Username</label>
<input type="text" id="username" name="username" autocomplete="username" required${opts.username ? '' : ' autofocus'} value="${escape(opts.username ?? '')}">
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${opts.username ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
