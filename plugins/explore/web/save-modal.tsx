import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { QueryFormData } from '../../../core/viz/query/query-types.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/components/button.tsx';
import { Modal } from '../../../web/components/modal.tsx';
import { t } from '../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../web/toasts/toast-store.ts';
import { loadViz } from '../../../web/viz/viz-loader.ts';
import { useVizRegistry } from '../../../web/viz/viz-context.ts';
import type { ExploreModel } from './explore-model.ts';
import { chartPayload } from './save-payload.ts';

interface DashboardOption {
  id: number;
  dashboard_title: string;
}

/** The dashboards the user may add the chart to; null when the dashboard API is not there. */
function useDashboards(open: boolean): DashboardOption[] | null {
  const [list, setList] = useState<DashboardOption[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .get<{ result: DashboardOption[] }>('/api/v1/dashboard/', {
        columns: ['id', 'dashboard_title'],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page_size: 100,
      })
      .then(
        (res) => live && setList(res.result),
        () => live && setList(null),
      );
    return () => {
      live = false;
    };
  }, [open]);
  return list;
}

/** Save chart (spec §4.4, §5.9, §7.2): save as a new chart or overwrite this one, optionally on a dashboard. */
export function SaveModal(props: { model: ExploreModel; open: boolean; onClose: () => void }) {
  return props.open ? <SaveDialog {...props} /> : null;
}

function SaveDialog({ model, open, onClose }: { model: ExploreModel; open: boolean; onClose: () => void }) {
  const snap = useSnapshot(model.state);
  const registry = useVizRegistry();
  const slice = snap.slice;
  const [action, setAction] = useState<'overwrite' | 'saveas'>(slice ? 'overwrite' : 'saveas');
  const [name, setName] = useState(slice?.slice_name ?? '');
  const [dashboard, setDashboard] = useState('');
  const [busy, setBusy] = useState(false);
  const dashboards = useDashboards(open);

  const save = async () => {
    const dataset = model.state.dataset;
    const plugin = registry.get(model.state.formData.viz_type);
    if (!dataset || !plugin) return;
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
        dashboards: dashboard ? [Number(dashboard)] : [],
      });
      const overwrite = action === 'overwrite' && slice;
      const res = overwrite
        ? await api.put<{ id: number }>(`/api/v1/chart/${slice.slice_id}`, body)
        : await api.post<{ id: number }>('/api/v1/chart/', body);
      const id = overwrite ? slice.slice_id : res.id;
      model.setSlice({ slice_id: id, slice_name: body.slice_name });
      addSuccessToast(
        overwrite
          ? t('Chart [%s] has been overwritten', body.slice_name)
          : t('Chart [%s] has been saved', body.slice_name),
      );
      onClose();
    } catch {
      addDangerToast(t('Failed to save slice'));
    } finally {
      setBusy(false);
    }
  };

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
          <Button variant="primary" loading={busy} disabled={!name.trim()} onClick={() => void save()}>
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
              disabled={!slice}
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
        <label className="ex-field">
          <span>{t('Add to dashboard')}</span>
          <select
            className="lp-input lp-select"
            value={dashboard}
            disabled={!dashboards}
            onChange={(e) => setDashboard(e.target.value)}
          >
            <option value="">{dashboards ? t('Select a dashboard') : t('Dashboards are not available yet')}</option>
            {dashboards?.map((d) => (
              <option key={d.id} value={d.id}>
                {d.dashboard_title}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Modal>
  );
}
