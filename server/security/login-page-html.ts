import { THEME_HEAD } from '../host/theme-head.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sign-in page, rendered on the server so it works before any script loads. It wears the web
 * app's theme tokens and the theme picked in the app (else the system's light or dark preference).
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
${THEME_HEAD}
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--color-bg);color:var(--color-text);font-family:var(--font-family);font-size:var(--font-size-md);line-height:var(--line-height);-webkit-font-smoothing:antialiased}
main{width:min(380px,calc(100vw - 32px));background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-lg);padding:var(--space-8) 28px;box-shadow:var(--shadow-md)}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 4px;font-size:var(--font-size-xl);font-weight:var(--font-weight-bold);letter-spacing:-.02em}
.brand svg{flex:none;color:var(--color-primary)}
.sub{margin:0 0 var(--space-6);color:var(--color-text-muted)}
label{display:block;font-weight:var(--font-weight-medium);margin:var(--space-4) 0 6px}
input[type=text],input[type=password]{width:100%;height:36px;padding:0 var(--space-3);border:1px solid var(--color-border-strong);border-radius:var(--radius-md);background:var(--color-surface);color:var(--color-text);font:inherit}
input:focus{outline:none;border-color:var(--color-primary);box-shadow:var(--focus-ring)}
button{width:100%;height:36px;margin-top:var(--space-6);padding:0 14px;border:0;border-radius:var(--radius-md);background:var(--color-primary);color:var(--color-primary-text);font:inherit;font-weight:var(--font-weight-bold);cursor:pointer}
button:hover{background:var(--color-primary-hover)}
button:focus-visible{outline:none;box-shadow:var(--focus-ring)}
.error{margin:0 0 var(--space-2);padding:10px 12px;border-radius:var(--radius-md);background:var(--color-danger-subtle);color:var(--color-danger)}
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
