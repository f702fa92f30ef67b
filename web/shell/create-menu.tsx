import { Menu } from '@ark-ui/react/menu';
import { useApp } from '../app/app-context.ts';
import { navigate } from '../app/router.ts';
import { t } from '../i18n/t.ts';
import { PlusIcon } from './icons.tsx';
import { MenuPanel } from './nav-menu.tsx';

export const CREATE_GROUP = 'Create';

/** The "+" menu: every command of the Create group (SQL query, Chart, Database…). */
export function CreateMenu() {
  const { contributions } = useApp();
  const commands = contributions.commands.filter((c) => c.group === t(CREATE_GROUP));
  if (commands.length === 0) return null;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      onSelect={(d) => void commands.find((c) => c.id === d.value)?.run({ navigate })}
    >
      <Menu.Trigger className="top-nav__icon-button" aria-label={t('Create')}>
        <PlusIcon size={18} />
      </Menu.Trigger>
      <MenuPanel>
        <Menu.ItemGroup className="menu__group">
          <Menu.ItemGroupLabel className="menu__group-label">{t('Create')}</Menu.ItemGroupLabel>
          {commands.map((c) => (
            <Menu.Item key={c.id} value={c.id} className="menu__item">
              {c.title}
            </Menu.Item>
          ))}
        </Menu.ItemGroup>
      </MenuPanel>
    </Menu.Root>
  );
}
