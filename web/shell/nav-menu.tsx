import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import type { NavItemContribution } from '../app/web-plugin.ts';
import { ChevronDownIcon } from './icons.tsx';

/** A top-navigation menu (SQL, Data…): an Ark UI menu whose items are plain links. */
export function NavMenu({ label, items, active }: { label: string; items: NavItemContribution[]; active: boolean }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start', gutter: 6 }}>
      <Menu.Trigger className="top-nav__link" data-active={active || undefined}>
        {label}
        <ChevronDownIcon size={14} className="top-nav__chevron" />
      </Menu.Trigger>
      <MenuPanel>
        {items.map((item) => (
          <Menu.Item key={item.id} value={item.id} asChild className="menu__item">
            <a href={item.href}>{item.label}</a>
          </Menu.Item>
        ))}
      </MenuPanel>
    </Menu.Root>
  );
}

/** The floating part of every shell menu, portalled above the page. */
export function MenuPanel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Portal>
      <Menu.Positioner className="menu__positioner">
        <Menu.Content className={`menu${className ? ` ${className}` : ''}`}>{children}</Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
