import { useId, useMemo, useState } from 'react';
import { t } from '../i18n/t.ts';
import { Field } from './field.tsx';
import { Icon } from './icons.tsx';
import './multi-select.css';

export interface MultiOption {
  value: number;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  hint?: string;
  errors?: readonly string[];
  required?: boolean;
  placeholder?: string;
  /** Chips shown before "+N more". */
  maxChips?: number;
  loading?: boolean;
  'data-testid'?: string;
}

/**
 * A searchable many-of-many picker: the chosen values as removable chips, a search box, and the
 * matching options as a checklist (keyboard: Tab between boxes, Space toggles).
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  hint,
  errors,
  required,
  placeholder,
  maxChips = 12,
  loading,
  'data-testid': testId,
}: MultiSelectProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const toggle = (v: number) => onChange(chosen.has(v) ? value.filter((x) => x !== v) : [...value, v]);
  const chips = value.slice(0, maxChips);

  return (
    <Field id={id} label={label} hint={hint} errors={errors} required={required}>
      <div className="lp-multi" data-testid={testId}>
        {value.length > 0 && (
          <div className="lp-multi__chips" aria-label={t('Selected')}>
            {chips.map((v) => (
              <span className="lp-multi__chip" key={v}>
                <span className="lp-multi__chip-text">{byValue.get(v)?.label ?? `#${v}`}</span>
                <button
                  type="button"
                  className="lp-multi__chip-remove"
                  aria-label={t('Remove %s', byValue.get(v)?.label ?? String(v))}
                  onClick={() => toggle(v)}
                >
                  <Icon name="close" size={12} />
                </button>
              </span>
            ))}
            {value.length > chips.length && (
              <span className="lp-multi__more">{t('+%s more', String(value.length - chips.length))}</span>
            )}
            <button type="button" className="lp-multi__clear" onClick={() => onChange([])}>
              {t('Clear')}
            </button>
          </div>
        )}
        <input
          id={id}
          className="lp-input lp-multi__search"
          type="search"
          value={search}
          placeholder={placeholder ?? t('Search')}
          aria-invalid={errors?.length ? true : undefined}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            // Enter picks the only match instead of submitting the dialog's form.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (shown.length === 1) toggle(shown[0]!.value);
            }
          }}
        />
        <ul className="lp-multi__list" role="group" aria-label={label}>
          {loading ? (
            <li className="lp-multi__empty">{t('Loading...')}</li>
          ) : shown.length === 0 ? (
            <li className="lp-multi__empty">{t('No results')}</li>
          ) : (
            shown.map((o) => (
              <li key={o.value}>
                <label className={`lp-multi__option${chosen.has(o.value) ? ' lp-multi__option--on' : ''}`}>
                  <input type="checkbox" checked={chosen.has(o.value)} onChange={() => toggle(o.value)} />
                  <span>{o.label}</span>
                </label>
              </li>
            ))
          )}
        </ul>
        <div className="lp-multi__count">{t('%s of %s selected', String(value.length), String(options.length))}</div>
      </div>
    </Field>
  );
}
