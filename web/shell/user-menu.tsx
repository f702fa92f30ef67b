import { Menu } from '@ark-ui/react/menu';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/app-context.ts';
import { t } from '../i18n/t.ts';
import { setTheme, themeStore, type ThemeChoice } from '../theme/theme-store.ts';
import { CheckIcon, LogOutIcon, MonitorIcon, MoonIcon, SunIcon, UserIcon } from './icons.tsx';
import { MenuPanel } from './nav-menu.tsx';

const THEMES: { value: ThemeChoice; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: t('Light'), Icon: SunIcon },
  { value: 'dark', label: t('Dark'), Icon: MoonIcon },
  { value: 'system', label: t('System'), Icon: MonitorIcon },
];

function initials(first: string, last: string, username: string): string {
  const letters = `${first.trim()[0] ?? ''}${last.trim()[0] ?? ''}` || username.slice(0, 2);
  return letters.toUpperCase();
}

/** The signed-in user: who it is, the theme switch and Log out. */
export function UserMenu() {
  const { bootstrap } = useApp();
  const { choice } = useSnapshot(themeStore);
  const u = bootstrap.user;
  const name = `${u.firstName} ${u.lastName}`.trim() || u.username;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 6 }}>
      <Menu.Trigger className="top-nav__avatar" aria-label={t('User menu: %s', name)}>
        {initials(u.firstName, u.lastName, u.username)}
      </Menu.Trigger>
      <MenuPanel className="menu--user">
        <div className="menu__header">
          <div className="menu__title">{name}</div>
          <div className="menu__subtitle">
            {u.username} · {Object.keys(u.roles).join(', ')}
          </div>
        </div>
        <Menu.Separator className="menu__separator" />
        <Menu.Item value="info" asChild className="menu__item">
          <a href="/user_info/">
            <UserIcon size={15} className="menu__icon" />
            {t('Info')}
          </a>
        </Menu.Item>
        <Menu.Separator className="menu__separator" />
        <Menu.RadioItemGroup
          className="menu__group"
          value={choice}
          onValueChange={(d) => setTheme(d.value as ThemeChoice)}
        >
          <Menu.ItemGroupLabel className="menu__group-label">{t('Theme')}</Menu.ItemGroupLabel>
          {THEMES.map(({ value, label, Icon }) => (
            <Menu.RadioItem key={value} value={value} className="menu__item" closeOnSelect={false}>
              <Icon size={15} className="menu__icon" />
              <Menu.ItemText>{label}</Menu.ItemText>
              <Menu.ItemIndicator className="menu__indicator">
                <CheckIcon size={14} />
              </Menu.ItemIndicator>
            </Menu.RadioItem>
          ))}
        </Menu.RadioItemGroup>
        <Menu.Separator className="menu__separator" />
        <Menu.Item value="logout" asChild className="menu__item">
          <a href="/logout/">
            <LogOutIcon size={15} className="menu__icon" />
            {t('Log out')}
          </a>
        </Menu.Item>
      </MenuPanel>
    </Menu.Root>
  );
}
