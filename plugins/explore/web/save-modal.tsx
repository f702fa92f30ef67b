import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { QueryFormData } from '../../../core/viz/query/query-types.ts';
import { api } from '../../../web/api/client.ts';
import { useApp } from '../../../web/app/app-context.ts';
import { navigate } from '../../../web/app/router.ts';
import { Button } from '../../../web/components/button.tsx';
import { Modal } from '../../../web/components/modal.tsx';
import { t } from '../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../web/toasts/toast-store.ts';
import { loadViz } from '../../../web/viz/viz-loader.ts';
import { useVizRegistry } from '../../../web/viz/viz-context.ts';
import { DashboardPicker } from './dashboard-picker.tsx';
import type { ExploreModel } from './explore-model.ts';
import { canOverwrite, dashboardUrl, saveChart, SaveError, type DashboardChoice } from './save-chart.ts';
import { chartPayload } from './save-payload.ts';

/** Save chart (spec §4.4, §5.9, §7.2): save as a new chart or overwrite this one, optionally on a dashboard. */
export function SaveModal(props: { model: ExploreModel; open: boolean; onClose: () => void }) {
  return props.open ? <SaveDialog {...props} /> : null;
}

function SaveDialog({ model, open, onClose }: { model: ExploreModel; open: boolean; onClose: () => void }) {
  const snap = useSnapshot(model.state);
  const registry = useVizRegistry();
  const slice = snap.slice;
  const { bootstrap } = useApp();
  const overwritable = Boolean(slice) && canOverwrite(slice?.owners, bootstrap.user);
  const [action, setAction] = useState<'overwrite' | 'saveas'>(overwritable ? 'overwrite' : 'saveas');
  const [name, setName] = useState(slice?.slice_name ?? '');
  const [dashboard, setDashboard] = useState<DashboardChoice | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (goToDashboard: boolean) => {
    const dataset = model.state.dataset;
    const plugin = registry.get(model.state.formData.viz_type);
    if (!dataset || !plugin) {
      addDangerToast(t('This visualization type is not supported.'));
      return;
    }
    setBusy(true);
    try {
      const formData = JSON.parse(JSON.stringify(model.state.formData)) as QueryFormData;
      const viz = await loadViz(plugin);
      const body = chartPayload({
        formData,
        queryContext: viz.buildQuery(formData),
        sliceName: name.trim(),
        datasourceId: dataset.id,
        datasourceType: dataset.type,
        dashboards: [],
      });
      const overwrite = action === 'overwrite' && slice ? slice.slice_id : null;
      const done = await saveChart(api, { body, overwriteId: overwrite, dashboard });
      for (const message of done.toasts) addSuccessToast(message);
      if (goToDashboard && done.dashboard) {
        navigate(dashboardUrl(done.dashboard.id));
        return;
      }
      model.setSlice({ slice_id: done.id, slice_name: body.slice_name });
      onClose();
    } catch (err) {
      addDangerToast(err instanceof SaveError ? err.message : t('Failed to save slice'));
    } finally {
      setBusy(false);
    }
  };

  const named = Boolean(name.trim());
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      size="sm"
      title={t('Save chart')}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button
            disabled={busy || !named || !dashboard}
            title={dashboard ? undefined : t('Choose a dashboard to go to')}
            onClick={() => void save(true)}
            data-test="btn-modal-save-dashboard"
          >
            {t('Save & go to dashboard')}
          </Button>
          <Button
            variant="primary"
            loading={busy}
            disabled={!named}
            onClick={() => void save(false)}
            data-test="btn-modal-save"
          >
            {t('Save')}
          </Button>
        </>
      }
    >
      <div className="ex-save">
        <div className="ex-radios" role="radiogroup">
          <label>
            <input
              type="radio"
              name="ex-save-action"
              checked={action === 'overwrite'}
              disabled={!overwritable}
              onChange={() => setAction('overwrite')}
            />
            {t('Save (Overwrite)')}
          </label>
          <label>
            <input
              type="radio"
              name="ex-save-action"
              checked={action === 'saveas'}
              onChange={() => setAction('saveas')}
            />
            {t('Save as...')}
          </label>
        </div>
        <label className="ex-field">
          <span>{t('Chart name')}</span>
          <input
            className="lp-input"
            value={name}
            placeholder={t('Chart name')}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <div className="ex-field">
          <span>{t('Add to dashboard')}</span>
          <DashboardPicker value={dashboard} onChange={setDashboard} disabled={busy} />
        </div>
      </div>
    </Modal>
  );
}
