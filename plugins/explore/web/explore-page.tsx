import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../../web/app/web-plugin.ts';
import { Button } from '../../../web/components/button.tsx';
import { EmptyState } from '../../../web/components/empty-state.tsx';
import { FavoriteStar } from '../../../web/components/favorite-star.tsx';
import { Spinner } from '../../../web/components/spinner.tsx';
import { t } from '../../../web/i18n/t.ts';
import { useVizRegistry } from '../../../web/viz/viz-context.ts';
import { ChartPane } from './chart-pane.tsx';
import { ControlPanelView } from './control-panel-view.tsx';
import { DatasetChooser } from './dataset-chooser.tsx';
import { DatasetPane } from './dataset-pane.tsx';
import { createExploreModel, type ExploreModel } from './explore-model.ts';
import { ExploreHeaderMenu } from './explore-header-menu.tsx';
import { parseExploreUrl } from './explore-url.ts';
import { SaveModal } from './save-modal.tsx';
import './explore.css';

/** `/explore/` and `/superset/explore/` (spec §2.1): dataset pane, control panel, chart. */
export default function ExplorePage({ search }: PageProps) {
  const registry = useVizRegistry();
  const model = useMemo(
    () =>
      createExploreModel(registry, {
        // The form-data key goes into the address without a navigation (the page keeps its state).
        navigate: (url) => history.replaceState(history.state, '', url),
      }),
    [registry],
  );
  const key = search.toString();
  useEffect(() => {
    void model.load(parseExploreUrl(new URLSearchParams(key)));
  }, [model, key]);
  return <ExploreView model={model} />;
}

function ExploreView({ model }: { model: ExploreModel }) {
  const snap = useSnapshot(model.state);
  const [saving, setSaving] = useState(false);
  if (snap.phase === 'loading')
    return (
      <div className="ex-loading">
        <Spinner size={28} />
      </div>
    );
  if (snap.phase !== 'ready' || !snap.dataset)
    return (
      <div className="ex-missing">
        <EmptyState
          size="big"
          icon="chart"
          title={snap.notice?.title ?? t('Unexpected error')}
          description={snap.notice?.text}
        />
        <DatasetChooser swap={Boolean(snap.notice?.swap)} />
      </div>
    );
  if (snap.standalone)
    return (
      <div className="ex-standalone">
        <ChartPane model={model} />
      </div>
    );
  return (
    <div className="ex-page">
      <header className="ex-header">
        <div className="ex-header__title">
          {snap.slice && <FavoriteStar on={snap.starred} onToggle={() => void model.toggleStar()} />}
          <h1>{snap.slice?.slice_name ?? t('[ untitled ]')}</h1>
          {snap.stale && <span className="ex-header__badge">{t('Altered')}</span>}
        </div>
        <div className="ex-header__actions">
          <Button variant="primary" icon="check" onClick={() => setSaving(true)}>
            {t('Save')}
          </Button>
          <ExploreHeaderMenu model={model} />
        </div>
      </header>
      <div className="ex-body">
        <DatasetPane model={model} />
        <ControlPanelView model={model} />
        <ChartPane model={model} />
      </div>
      <SaveModal model={model} open={saving} onClose={() => setSaving(false)} />
    </div>
  );
}
