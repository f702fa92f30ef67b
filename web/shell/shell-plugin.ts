import { definePlugin } from '../../core/kernel/plugin.ts';
import type { WebPlugin } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';
import { setTheme, toggleTheme } from '../theme/theme-store.ts';

/** The shell's own commands: theme switching and signing out ("Go to" entries come from pages). */
export const shellWebPlugin: WebPlugin = definePlugin({
  id: 'shell',
  web: {
    commands: [
      {
        id: 'theme.toggle',
        title: t('Toggle theme'),
        group: t('Theme'),
        keywords: ['dark', 'light', 'mode'],
        run: () => toggleTheme(),
      },
      {
        id: 'theme.light',
        title: t('Use the light theme'),
        group: t('Theme'),
        keywords: ['mode'],
        run: () => setTheme('light'),
      },
      {
        id: 'theme.dark',
        title: t('Use the dark theme'),
        group: t('Theme'),
        keywords: ['mode'],
        run: () => setTheme('dark'),
      },
      {
        id: 'theme.system',
        title: t('Follow the system theme'),
        group: t('Theme'),
        keywords: ['mode', 'auto'],
        run: () => setTheme('system'),
      },
      {
        id: 'account.logout',
        title: t('Log out'),
        group: t('Account'),
        keywords: ['sign out', 'logout'],
        run: () => location.assign('/logout/'),
      },
    ],
  },
});
