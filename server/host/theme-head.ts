/**
 * What every server-rendered page puts in its <head> to wear the web app's theme: the built
 * theme tokens (`/static/theme.css`, the same custom properties the app uses) and a tiny inline
 * script applying the theme the user picked in the app (localStorage `loupe.theme`) before the
 * first paint; without a stored choice the system's light or dark preference applies.
 */
export const THEME_STORAGE_KEY = 'loupe.theme';

/** The inline script's text; the Content-Security-Policy allows it by its hash (security-headers.ts). */
export const THEME_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t;else if(t==='system'||!t)document.documentElement.dataset.theme=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}`;

export const THEME_HEAD = `<link rel="stylesheet" href="/static/theme.css">
<script>${THEME_SCRIPT}</script>`;
