import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { useApp } from '../../../web/app/app-context.ts';
import { t } from '../../../web/i18n/t.ts';
import { dashboardQuery, type DashboardChoice } from './save-chart.ts';

interface DashboardRow {
  id: number;
  dashboard_title: string;
}

/** The dashboards matching `search` that the user may edit, fetched as the user types (debounced). */
function useDashboardSearch(search: string): { rows: DashboardRow[]; loading: boolean; failed: boolean } {
  const { bootstrap } = useApp();
  const [answer, setAnswer] = useState({ search: null as string | null, rows: [] as DashboardRow[], failed: false });
  const { userId, isAdmin } = bootstrap.user;
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api.get<{ result: DashboardRow[] }>('/api/v1/dashboard/', dashboardQuery(search, { userId, isAdmin })).then(
        (res) => live && setAnswer({ search, rows: res.result, failed: false }),
        () => live && setAnswer({ search, rows: [], failed: true }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, userId, isAdmin]);
  return { rows: answer.rows, loading: answer.search !== search, failed: answer.failed };
}

/**
 * 'Add to dashboard' (Superset's SaveModal select): a searchable list of the dashboards the user may
 * edit; typing a name that is not there offers to create a dashboard of that name.
 */
export function DashboardPicker({
  value,
  onChange,
  disabled,
}: {
  value: DashboardChoice | null;
  onChange: (v: DashboardChoice | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value?.title ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = value && text === value.title ? '' : text;
  const { rows, loading, failed } = useDashboardSearch(search);
  const box = useRef<HTMLDivElement>(null);

  const typed = text.trim();
  const exact = rows.some((r) => r.dashboard_title.toLowerCase() === typed.toLowerCase());
  const options: { key: string; label: string; choice: DashboardChoice; isNew?: boolean }[] = [
    ...(typed && !exact && !(value && text === value.title)
      ? [{ key: 'new', label: typed, choice: { title: typed, isNew: true as const }, isNew: true }]
      : []),
    ...rows.map((r) => ({
      key: String(r.id),
      label: r.dashboard_title,
      choice: { id: r.id, title: r.dashboard_title },
    })),
  ];

  const pick = (choice: DashboardChoice) => {
    onChange(choice);
    setText(choice.title);
    setOpen(false);
  };
  const clear = () => {
    onChange(null);
    setText('');
  };

  return (
    <div
      className="ex-dash-picker"
      ref={box}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="ex-dash-picker__control">
        <input
          id={id}
          className="lp-input"
          role="combobox"
          aria-label={t('Add to dashboard')}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          autoComplete="off"
          disabled={disabled}
          value={text}
          placeholder={t('Select a dashboard OR create a new one')}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            if (value) onChange(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setOpen(true);
              setActive((a) => Math.min(a + 1, options.length - 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, 0));
            } else if (e.key === 'Enter' && open && options[active]) {
              e.preventDefault();
              pick(options[active].choice);
            } else if (e.key === 'Escape' && open) {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        />
        {value?.isNew && <span className="ex-dash-picker__new">{t('New')}</span>}
        {(value || text) && !disabled && (
          <button
            type="button"
            className="ex-dash-picker__clear"
            aria-label={t('Clear')}
            title={t('Clear')}
            onClick={clear}
          >
            ×
          </button>
        )}
      </div>
      {open && !disabled && (
        <ul className="ex-dash-picker__list" id={`${id}-list`} role="listbox" aria-label={t('Dashboards')}>
          {options.map((o, i) => (
            <li
              key={o.key}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'ex-dash-picker__option is-active' : 'ex-dash-picker__option'}
              onMouseEnter={() => setActive(i)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o.choice)}
            >
              {o.isNew ? (
                <>
                  <span className="ex-dash-picker__new">{t('New')}</span>
                  {o.label}
                </>
              ) : (
                o.label
              )}
            </li>
          ))}
          {options.length === 0 && (
            <li className="ex-dash-picker__empty">
              {loading
                ? t('Loading…')
                : failed
                  ? t('Dashboards could not be loaded')
                  : t('No dashboards yet: type a name to create one')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
