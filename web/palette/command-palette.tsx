import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/app-context.ts';
import { navigate } from '../app/router.ts';
import { t } from '../i18n/t.ts';
import { CornerDownLeftIcon, SearchIcon } from '../shell/icons.tsx';
import { fuzzyFilter } from './fuzzy-match.ts';
import { extraText, paletteItems, searchText, type PaletteItem } from './palette-items.ts';
import { closePalette, isPaletteShortcut, paletteStore, togglePalette } from './palette-store.ts';

function Highlighted({ text, positions }: { text: string; positions: number[] }) {
  if (positions.length === 0) return <>{text}</>;
  const set = new Set(positions);
  return <>{[...text].map((ch, i) => (set.has(i) ? <mark key={i}>{ch}</mark> : <span key={i}>{ch}</span>))}</>;
}

/** Fuzzy title matches first; then items whose group or keywords hold the query as typed. */
function filterItems(items: PaletteItem[], query: string) {
  const byTitle = fuzzyFilter(items, query, searchText);
  if (!query.trim()) return byTitle;
  const seen = new Set(byTitle.map((r) => r.item.id));
  const q = query.trim().toLowerCase();
  const byExtra = items
    .filter((i) => !seen.has(i.id) && extraText(i).toLowerCase().includes(q))
    .map((item) => ({ item, positions: [] as number[] }));
  return [...byTitle, ...byExtra];
}

/**
 * The command palette (Ctrl+K / ⌘K): every command and a "Go to" for every page, filtered as
 * you type; ↑/↓ move, Enter runs, Escape closes. An Ark UI dialog traps focus while open.
 */
export function CommandPalette() {
  const { contributions } = useApp();
  const { open } = useSnapshot(paletteStore);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const items = useMemo(() => paletteItems(contributions.pages, contributions.commands), [contributions]);
  const results = useMemo(() => filterItems(items, query), [items, query]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      togglePalette();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Closing forgets the query (set while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setQuery('');
      setActive(0);
    }
  }

  useEffect(() => {
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active, results]);

  const run = (item: PaletteItem | undefined) => {
    if (!item) return;
    closePalette();
    if (item.href) navigate(item.href);
    else void item.command?.run({ navigate });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (results.length ? (i + 1) % results.length : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      run(results[active]?.item);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => (paletteStore.open = d.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className="palette__backdrop" />
        <Dialog.Positioner className="palette__positioner">
          <Dialog.Content className="palette" aria-label={t('Command palette')}>
            <Dialog.Title className="visually-hidden">{t('Command palette')}</Dialog.Title>
            <div className="palette__search">
              <SearchIcon size={16} />
              <input
                className="palette__input"
                autoFocus
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                placeholder={t('Type a command or search pages…')}
                role="combobox"
                aria-expanded="true"
                aria-controls="palette-list"
                aria-activedescendant={results[active] ? `palette-item-${active}` : undefined}
                aria-label={t('Search commands')}
              />
              <kbd>Esc</kbd>
            </div>
            <div className="palette__list" id="palette-list" role="listbox" ref={listRef} aria-label={t('Commands')}>
              {results.length === 0 && <div className="palette__empty">{t('No results for “%s”', query)}</div>}
              {results.map(({ item, positions }, i) => {
                const heading = item.group !== (i > 0 ? results[i - 1]!.item.group : '') ? item.group : null;
                return (
                  <div key={item.id}>
                    {heading && !query.trim() && <div className="palette__group">{heading}</div>}
                    <div
                      id={`palette-item-${i}`}
                      role="option"
                      aria-selected={i === active}
                      data-active={i === active}
                      className="palette__item"
                      onMouseMove={() => setActive(i)}
                      onClick={() => run(item)}
                    >
                      <span className="palette__title">
                        <Highlighted text={item.title} positions={positions} />
                      </span>
                      {query.trim() && <span className="palette__item-group">{item.group}</span>}
                      {item.shortcut && <kbd>{item.shortcut}</kbd>}
                      {i === active && <CornerDownLeftIcon size={14} className="palette__enter" />}
                    </div>
                  </div>
                );
              })}
            </div>
            <div className="palette__footer">
              <span>
                <kbd>↑</kbd> <kbd>↓</kbd> {t('to move')}
              </span>
              <span>
                <kbd>↵</kbd> {t('to run')}
              </span>
              <span>
                <kbd>Esc</kbd> {t('to close')}
              </span>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
