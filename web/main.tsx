// The web host's entry: read the bootstrap payload, apply the theme, gather the plugins'
// contributions through the kernel and render the shell. Wiring only.
import { createRoot } from 'react-dom/client';
import { readBootstrap, makePermissionCheck } from './app/bootstrap.ts';
import { startWebHost } from './app/web-contributions.ts';
import { WEB_PLUGINS } from './plugins.ts';
import { AppShell } from './shell/app-shell.tsx';
import { initTheme } from './theme/theme-store.ts';
import './theme/base.css';
import './shell/shell.css';
import './shell/top-nav.css';
import './palette/palette.css';
import './toasts/toasts.css';

const el = document.getElementById('app')!;
const bootstrap = readBootstrap(el);
initTheme(bootstrap.common.theme.default);
const can = makePermissionCheck(bootstrap.user);
const { contributions } = await startWebHost(WEB_PLUGINS, can);
createRoot(el).render(<AppShell value={{ bootstrap, contributions, can }} />);
