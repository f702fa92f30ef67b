import { useSnapshot } from 'valtio';
import { useApp } from '../app/app-context.ts';
import { matchPath } from '../app/match-path.ts';
import { routerStore } from '../app/router.ts';
import type { NavItemContribution } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';
import { openPalette } from '../palette/palette-store.ts';
import { CreateMenu } from './create-menu.tsx';
import { LogoMark, SearchIcon } from './icons.tsx';
import { NavMenu } from './nav-menu.tsx';
import { UserMenu } from './user-menu.tsx';

type Entry =
  { kind: 'link'; item: NavItemContribution } | { kind: 'menu'; label: string; items: NavItemContribution[] };

/** Nav items in order; items naming a menu gather at that menu's first position. */
export function groupNavItems(items: readonly NavItemContribution[]): Entry[] {
  const entries: Entry[] = [];
  const menus = new Map<string, NavItemContribution[]>();
  for (const item of items) {
    if (!item.menu) {
      entries.push({ kind: 'link', item });
      continue;
    }
    let list = menus.get(item.menu);
    if (!list) {
      list = [];
      menus.set(item.menu, list);
      entries.push({ kind: 'menu', label: item.menu, items: list });
    }
    list.push(item);
  }
  return entries;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top navigation: logo, the plugins' links and menus, search, "+" and the user menu. */
export function TopNav() {
  const { contributions } = useApp();
  const { pathname } = useSnapshot(routerStore);
  const isActive = (href: string) => matchPath(new URL(href, location.origin).pathname, pathname) !== null;
  return (
    <header className="top-nav">
      <nav className="top-nav__inner" aria-label={t('Main')}>
        <a className="top-nav__brand" href="/superset/welcome/">
          <LogoMark size={20} />
          <span>Loupe</span>
        </a>
        <div className="top-nav__items">
          {groupNavItems(contributions.navItems).map((entry) =>
            entry.kind === 'link' ? (
              <a
                key={entry.item.id}
                className="top-nav__link"
                href={entry.item.href}
                data-active={isActive(entry.item.href) || undefined}
              >
                {entry.item.label}
              </a>
            ) : (
              <NavMenu
                key={entry.label}
                label={entry.label}
                items={entry.items}
                active={entry.items.some((i) => isActive(i.href))}
              />
            ),
          )}
        </div>
        <div className="top-nav__right">
          <button
            type="button"
            className="top-nav__search"
            onClick={openPalette}
            aria-label={t('Search and run commands')}
          >
            <SearchIcon size={15} />
            <span className="top-nav__search-text">{t('Search…')}</span>
            <kbd>{isMac ? '⌘K' : 'Ctrl K'}</kbd>
          </button>
          <CreateMenu />
          <UserMenu />
        </div>
      </nav>
    </header>
  );
}
