import { useId, useState } from 'react';
import type { ControlConfig } from '../../../../core/viz/controls/control-panel.ts';
import type { QueryFormData } from '../../../../core/viz/query/query-types.ts';
import { t } from '../../../../web/i18n/t.ts';
import type { ExploreDataset } from '../explore-types.ts';
import { ColorSchemeControl } from './color-scheme-control.tsx';
import { ColumnsControl, FiltersControl, MetricsControl } from './dnd-controls.tsx';
import { TimeRangeControl } from './time-range-control.tsx';

export interface ControlViewProps {
  control: ControlConfig;
  value: unknown;
  formData: QueryFormData;
  dataset: ExploreDataset;
  errors: readonly string[];
  onChange: (value: unknown) => void;
}

/** One control of the panel: its label (with description and validation messages) and its input by type. */
export function ControlView(props: ControlViewProps) {
  const { control, errors } = props;
  const id = useId();
  const input = renderInput(props, id);
  if (input === null) return null;
  const isCheckbox = control.type === 'CheckboxControl';
  return (
    <div className={errors.length ? 'ex-control ex-control--invalid' : 'ex-control'} data-control={control.name}>
      {!isCheckbox && (
        <div className="ex-control__header">
          <label htmlFor={id} className="ex-control__label" title={control.description}>
            {t(control.label)}
          </label>
          {errors.length > 0 && (
            <span className="ex-control__errors" role="alert">
              {errors.map((e) => t(e)).join('. ')}
            </span>
          )}
        </div>
      )}
      {input}
    </div>
  );
}

function renderInput(p: ControlViewProps, id: string) {
  const { control, value, onChange, dataset } = p;
  switch (control.type) {
    case 'CheckboxControl':
      return (
        <label className="ex-checkbox" title={control.description}>
          <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />
          {t(control.label)}
        </label>
      );
    case 'SelectControl':
      return <SelectInput id={id} control={control} value={value} onChange={onChange} />;
    case 'TextControl':
      return <TextInput id={id} control={control} value={value} onChange={onChange} />;
    case 'TextAreaControl':
      return (
        <textarea
          id={id}
          className="lp-input ex-textarea"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'SliderControl': {
      const n = typeof value === 'number' ? value : Number(value ?? control.default ?? control.min ?? 0);
      return (
        <div className="ex-slider">
          <input
            id={id}
            type="range"
            min={control.min ?? 0}
            max={control.max ?? 100}
            step={control.step ?? 1}
            value={n}
            onChange={(e) => onChange(Number(e.target.value))}
          />
          <span className="ex-slider__value">{n}</span>
        </div>
      );
    }
    case 'ColorSchemeControl':
      return (
        <ColorSchemeControl
          kind={control.schemeKind === 'sequential' ? 'sequential' : 'categorical'}
          value={value}
          disabled={Boolean(p.formData.dashboardId)}
          onChange={onChange}
        />
      );
    case 'ColorPickerControl': {
      const rgb = value as { r: number; g: number; b: number; a?: number } | undefined;
      const hex = rgb ? `#${[rgb.r, rgb.g, rgb.b].map((x) => x.toString(16).padStart(2, '0')).join('')}` : '#000000';
      return (
        <input
          id={id}
          type="color"
          className="ex-color"
          value={hex}
          onChange={(e) => {
            const h = e.target.value;
            onChange({
              r: parseInt(h.slice(1, 3), 16),
              g: parseInt(h.slice(3, 5), 16),
              b: parseInt(h.slice(5, 7), 16),
              a: rgb?.a ?? 1,
            });
          }}
        />
      );
    }
    case 'MetricsControl':
    case 'DndMetricSelect':
      return (
        <MetricsControl
          dataset={dataset}
          value={value}
          multi={Boolean(control.multi ?? control.name === 'metrics')}
          onChange={onChange}
        />
      );
    case 'DndColumnSelect':
      return (
        <ColumnsControl
          dataset={dataset}
          value={value}
          multi={Boolean(control.multi)}
          temporalOnly={Boolean(control.temporalOnly)}
          onChange={onChange}
        />
      );
    case 'AdhocFilterControl':
    case 'DndFilterSelect':
      return <FiltersControl dataset={dataset} value={value} onChange={onChange} />;
    case 'TimeRangeControl':
      return <TimeRangeControl value={value} onChange={onChange} />;
    case 'BoundsControl':
      return <BoundsInput value={value} onChange={onChange} />;
    case 'HiddenControl':
      return null;
    default:
      // Annotation layers, conditional formatting, column config, collections and currency: not drawn yet.
      return null;
  }
}

function SelectInput({
  id,
  control,
  value,
  onChange,
}: {
  id: string;
  control: ControlConfig;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const choices = control.choices ?? [];
  const key = (v: unknown) => JSON.stringify(v ?? null);
  if (control.freeForm) {
    const listId = `${id}-list`;
    const text = Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);
    return (
      <>
        <input
          id={id}
          className="lp-input"
          list={listId}
          value={text}
          placeholder={control.placeholder}
          onChange={(e) => {
            const raw = e.target.value;
            if (control.multi)
              return onChange(
                raw
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
              );
            const hit = choices.find(([v, l]) => String(v) === raw || l === raw);
            onChange(hit ? hit[0] : raw === '' ? null : raw);
          }}
        />
        <datalist id={listId}>
          {choices.map(([v, l]) => (
            <option key={key(v)} value={String(v)}>
              {l}
            </option>
          ))}
        </datalist>
      </>
    );
  }
  return (
    <select
      id={id}
      className="lp-input lp-select"
      value={key(value)}
      onChange={(e) => onChange(JSON.parse(e.target.value) as unknown)}
    >
      {(control.clearable || !choices.some(([v]) => key(v) === key(value))) && (
        <option value={key(null)}>{t('Select ...')}</option>
      )}
      {choices.map(([v, l]) => (
        <option key={key(v)} value={key(v)}>
          {t(l)}
        </option>
      ))}
    </select>
  );
}

/** A text control; numeric ones (isInt / isFloat) store a number when the text parses, the text otherwise (validators flag it). */
function TextInput({
  id,
  control,
  value,
  onChange,
}: {
  id: string;
  control: ControlConfig;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const shown = value === null || value === undefined ? '' : String(value);
  // The text being typed; the form_data value shows again once the input loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? shown;
  return (
    <input
      id={id}
      className="lp-input"
      value={text}
      placeholder={control.placeholder}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        const raw = e.target.value;
        setDraft(raw);
        if ((control.isInt || control.isFloat) && raw.trim() !== '') {
          const n = control.isInt ? Number(raw) : parseFloat(raw);
          onChange(Number.isFinite(n) && String(n) === raw.trim() ? n : raw);
        } else onChange(raw);
      }}
    />
  );
}

/** Spec §5.1: a bound that is not a number becomes null. */
function BoundsInput({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) {
  const [min, max] = Array.isArray(value) ? (value as (number | null)[]) : [null, null];
  const parse = (s: string) => (s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : null);
  return (
    <div className="ex-bounds">
      <input
        className="lp-input"
        aria-label={t('Min')}
        placeholder={t('Min')}
        defaultValue={min ?? ''}
        onChange={(e) => onChange([parse(e.target.value), max ?? null])}
      />
      <input
        className="lp-input"
        aria-label={t('Max')}
        placeholder={t('Max')}
        defaultValue={max ?? ''}
        onChange={(e) => onChange([min ?? null, parse(e.target.value)])}
      />
    </div>
  );
}
