import { Tabs } from '@ark-ui/react/tabs';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ControlPanelConfig, ControlPanelSection } from '../../../core/viz/controls/control-panel.ts';
import { resolveControlRow } from '../../../core/viz/controls/shared-controls.ts';
import type { QueryFormData } from '../../../core/viz/query/query-types.ts';
import { t } from '../../../web/i18n/t.ts';
import { ControlView } from './controls/control-view.tsx';
import type { ExploreModel } from './explore-model.ts';
import type { ExploreDataset } from './explore-types.ts';
import { VizTypeControl } from './viz-type-control.tsx';

/** Superset puts a section in Customize when it says so, or when all its controls only redraw. */
function isCustomize(section: ControlPanelSection): boolean {
  if (section.tabOverride) return section.tabOverride === 'customize';
  const controls = section.controlSetRows.flatMap((r) => resolveControlRow(r));
  return controls.length > 0 && controls.every((c) => c.renderTrigger);
}

/** The middle pane: the chart type, then the plugin's control panel in Data / Customize tabs. */
export function ControlPanelView({ model }: { model: ExploreModel }) {
  const snap = useSnapshot(model.state);
  const dataset = snap.dataset as ExploreDataset | null;
  // Read through the snapshot: a new chart type's panel must re-render this pane.
  const panel = snap.panel as ControlPanelConfig | null;
  if (!dataset) return null;
  const errors = model.validationErrors(snap.formData as QueryFormData);
  const sections = panel?.controlPanelSections ?? [];
  const data = sections.filter((s) => !isCustomize(s));
  const customize = sections.filter(isCustomize);
  const renderSections = (list: readonly ControlPanelSection[]) =>
    list.map((s) => (
      <Section
        key={s.label}
        section={s}
        formData={snap.formData as QueryFormData}
        dataset={dataset}
        errors={errors}
        model={model}
        overrides={panel?.controlOverrides}
      />
    ));
  return (
    <div className="ex-controls" aria-label={t('Chart controls')}>
      <Tabs.Root defaultValue="data" className="lp-tabs ex-controls__tabs">
        <Tabs.List className="lp-tabs__list">
          <Tabs.Trigger value="data" className="lp-tabs__trigger">
            {t('Data')}
          </Tabs.Trigger>
          {customize.length > 0 && (
            <Tabs.Trigger value="customize" className="lp-tabs__trigger">
              {t('Customize')}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="data" className="ex-controls__scroll">
          <section className="ex-section">
            <h3 className="ex-section__title ex-section__title--static">{t('Chart type')}</h3>
            <div className="ex-section__body">
              <VizTypeControl model={model} />
            </div>
          </section>
          {panel ? (
            renderSections(data)
          ) : (
            <p className="ex-muted ex-pad">{t('This visualization type is not supported.')}</p>
          )}
        </Tabs.Content>
        {customize.length > 0 && (
          <Tabs.Content value="customize" className="ex-controls__scroll">
            {renderSections(customize)}
          </Tabs.Content>
        )}
      </Tabs.Root>
    </div>
  );
}

function Section(props: {
  section: ControlPanelSection;
  formData: QueryFormData;
  dataset: ExploreDataset;
  errors: Record<string, string[]>;
  model: ExploreModel;
  overrides: ControlPanelConfig['controlOverrides'];
}) {
  const { section, formData, model } = props;
  const [open, setOpen] = useState(section.expanded !== false);
  const rows = section.controlSetRows
    .map((row) => resolveControlRow(row, props.overrides).filter((c) => !c.visibility || c.visibility({ formData })))
    .filter((r) => r.length > 0);
  if (rows.length === 0) return null;
  const invalid = rows.some((r) => r.some((c) => props.errors[c.name]));
  return (
    <section className="ex-section">
      <h3 className="ex-section__title">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span className={open ? 'ex-caret ex-caret--open' : 'ex-caret'} aria-hidden="true">
            ›
          </span>
          {t(section.label)}
          {invalid && (
            <span className="ex-section__alert" title={t('This section contains validation errors')}>
              !
            </span>
          )}
        </button>
      </h3>
      {open && (
        <div className="ex-section__body">
          {section.description && <p className="ex-muted">{t(section.description)}</p>}
          {rows.map((row, i) => (
            <div key={i} className="ex-row" style={{ gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))` }}>
              {row.map((c) => (
                <ControlView
                  key={c.name}
                  control={c}
                  value={formData[c.name]}
                  formData={formData}
                  dataset={props.dataset}
                  errors={props.errors[c.name] ?? []}
                  onChange={(v) => model.setControl(c.name, v)}
                />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
