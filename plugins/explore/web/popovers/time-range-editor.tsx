import { useEffect, useState } from 'react';
import { api } from '../../../../web/api/client.ts';
import { Button } from '../../../../web/components/button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import {
  LAST_CHOICES,
  NO_TIME_RANGE,
  PREVIOUS_CHOICES,
  TIME_UNITS,
  defaultCustomRange,
  isAdvancedValid,
  parseCustom,
  encodeCustom,
  rangeTypeOf,
  type CustomRange,
  type CustomSide,
  type RangeType,
  type SideMode,
  type TimeUnit,
} from './time-range-rules.ts';

const RANGE_TYPES: readonly RangeType[] = ['Last', 'Previous', 'Custom', 'Advanced', 'No filter'];

/** Actual bounds of a range from the server (spec §7.6), or its message. */
function useActualRange(value: string): { text: string | null; error: string | null; loading: boolean } {
  const [out, setOut] = useState<{ key: string; text: string | null; error: string | null }>({
    key: '',
    text: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .get<{ result: { since: string; until: string }[] | { since: string; until: string } }>(
          '/api/v1/time_range/',
          value,
        )
        .then(
          (res) => {
            const r = Array.isArray(res.result) ? res.result[0] : res.result;
            if (!live || !r) return;
            const since = r.since ? r.since.replace('T00:00:00', '') : '-∞';
            const until = r.until ? r.until.replace('T00:00:00', '') : '∞';
            setOut({ key: value, text: `${since} ≤ col < ${until}`, error: null });
          },
          (err: unknown) =>
            live && setOut({ key: value, text: null, error: err instanceof Error ? err.message : String(err) }),
        );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value]);
  return out.key === value ? { ...out, loading: false } : { text: null, error: null, loading: true };
}

/** The time-range popover's body (spec §2.8): range type, its inputs, the actual range, CANCEL / APPLY. */
export function TimeRangeEditor(props: { value: string; onApply: (value: string) => void; onCancel: () => void }) {
  const [type, setType] = useState<RangeType>(rangeTypeOf(props.value));
  const [last, setLast] = useState<string>(rangeTypeOf(props.value) === 'Last' ? props.value : 'Last week');
  const [previous, setPrevious] = useState<string>(
    rangeTypeOf(props.value) === 'Previous' ? props.value : 'previous calendar week',
  );
  const [custom, setCustom] = useState<CustomRange>(parseCustom(props.value) ?? defaultCustomRange());
  const [advanced, setAdvanced] = useState(
    rangeTypeOf(props.value) === 'Advanced' ? props.value : props.value.includes(' : ') ? props.value : ' : ',
  );
  const draft =
    type === 'Last'
      ? last
      : type === 'Previous'
        ? previous
        : type === 'Custom'
          ? encodeCustom(custom)
          : type === 'Advanced'
            ? advanced
            : NO_TIME_RANGE;
  const actual = useActualRange(draft);
  const localError = type === 'Advanced' && !isAdvancedValid(advanced) ? t('Invalid advanced time range') : null;
  const error = localError ?? actual.error;
  const [since, until] = type === 'Advanced' ? advanced.split(' : ') : ['', ''];

  return (
    <div className="ex-editor ex-time">
      <h4 className="ex-editor__heading">{t('Edit time range')}</h4>
      <label className="ex-field">
        <span>{t('Range type')}</span>
        <select
          className="lp-input lp-select"
          aria-label={t('Range type')}
          value={type}
          onChange={(e) => setType(e.target.value as RangeType)}
        >
          {RANGE_TYPES.map((r) => (
            <option key={r} value={r}>
              {t(r)}
            </option>
          ))}
        </select>
      </label>
      {type === 'Last' && (
        <div className="ex-radios" role="radiogroup" aria-label={t('Configure Time Range: Last...')}>
          {LAST_CHOICES.map((c) => (
            <label key={c}>
              <input type="radio" name="ex-last" checked={last === c} onChange={() => setLast(c)} />
              {t(c)}
            </label>
          ))}
        </div>
      )}
      {type === 'Previous' && (
        <div className="ex-radios" role="radiogroup" aria-label={t('Configure Time Range: Previous...')}>
          {PREVIOUS_CHOICES.map((c) => (
            <label key={c}>
              <input type="radio" name="ex-prev" checked={previous === c} onChange={() => setPrevious(c)} />
              {t(c)}
            </label>
          ))}
        </div>
      )}
      {type === 'Custom' && (
        <div className="ex-custom">
          <SideEditor
            title={t('START (INCLUSIVE)')}
            side={custom.since}
            onChange={(s) => setCustom({ ...custom, since: s })}
          />
          <SideEditor
            title={t('END (EXCLUSIVE)')}
            side={custom.until}
            onChange={(s) => setCustom({ ...custom, until: s })}
          />
          {custom.since.mode === 'relative' && custom.until.mode === 'relative' && (
            <label className="ex-field">
              <span>{t('Anchor to')}</span>
              <select
                className="lp-input lp-select"
                value={custom.anchorMode}
                onChange={(e) => setCustom({ ...custom, anchorMode: e.target.value as 'now' | 'specific' })}
              >
                <option value="now">{t('NOW')}</option>
                <option value="specific">{t('Date/Time')}</option>
              </select>
            </label>
          )}
        </div>
      )}
      {type === 'Advanced' && (
        <div className="ex-custom">
          <label className="ex-field">
            <span title={t('datetime, dateadd, datetrunc, lastday and holiday are available')}>
              {t('START (INCLUSIVE)')}
            </span>
            <input
              className="lp-input"
              value={since}
              onChange={(e) => setAdvanced(`${e.target.value} : ${until ?? ''}`)}
            />
          </label>
          <label className="ex-field">
            <span>{t('END (EXCLUSIVE)')}</span>
            <input
              className="lp-input"
              value={until}
              onChange={(e) => setAdvanced(`${since ?? ''} : ${e.target.value}`)}
            />
          </label>
        </div>
      )}
      <div className={error ? 'ex-actual ex-actual--error' : 'ex-actual'} data-testid="actual-time-range">
        <strong>{t('Actual time range')}</strong>
        <span>{error ?? (type === 'No filter' ? t('No filter') : actual.loading ? '…' : actual.text)}</span>
      </div>
      <footer className="ex-editor__footer">
        <Button size="sm" onClick={props.onCancel}>
          {t('CANCEL')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          disabled={Boolean(error) || actual.loading}
          onClick={() => props.onApply(draft)}
        >
          {t('APPLY')}
        </Button>
      </footer>
    </div>
  );
}

const MODES: readonly [SideMode, string][] = [
  ['specific', 'Specific Date/Time'],
  ['relative', 'Relative Date/Time'],
  ['now', 'Now'],
  ['today', 'Midnight'],
];

function SideEditor({ title, side, onChange }: { title: string; side: CustomSide; onChange: (s: CustomSide) => void }) {
  return (
    <fieldset className="ex-side">
      <legend>{title}</legend>
      <select
        className="lp-input lp-select"
        aria-label={title}
        value={side.mode}
        onChange={(e) => onChange({ ...side, mode: e.target.value as SideMode })}
      >
        {MODES.map(([v, l]) => (
          <option key={v} value={v}>
            {t(l)}
          </option>
        ))}
      </select>
      {side.mode === 'specific' && (
        <input
          className="lp-input"
          type="datetime-local"
          step={1}
          value={side.datetime}
          onChange={(e) =>
            onChange({ ...side, datetime: e.target.value.length === 16 ? `${e.target.value}:00` : e.target.value })
          }
        />
      )}
      {side.mode === 'relative' && (
        <div className="ex-side__row">
          <input
            className="lp-input"
            type="number"
            min={1}
            aria-label={t('Relative quantity')}
            value={Math.abs(side.grainValue)}
            onChange={(e) => {
              const n = Math.max(1, Math.floor(Number(e.target.value) || 1));
              onChange({ ...side, grainValue: side.grainValue < 0 ? -n : n });
            }}
          />
          <select
            className="lp-input lp-select"
            aria-label={t('Relative period')}
            value={side.grain}
            onChange={(e) => onChange({ ...side, grain: e.target.value as TimeUnit })}
          >
            {TIME_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`${u}s`)}
              </option>
            ))}
          </select>
          <select
            className="lp-input lp-select"
            aria-label={t('Before or after')}
            value={side.grainValue < 0 ? 'before' : 'after'}
            onChange={(e) =>
              onChange({ ...side, grainValue: (e.target.value === 'before' ? -1 : 1) * Math.abs(side.grainValue) })
            }
          >
            <option value="before">{t('Before')}</option>
            <option value="after">{t('After')}</option>
          </select>
        </div>
      )}
    </fieldset>
  );
}
