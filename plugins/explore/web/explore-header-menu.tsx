import { Menu } from '@ark-ui/react/menu';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { QueryContext } from '../../../core/viz/query/query-types.ts';
import { useApp } from '../../../web/app/app-context.ts';
import { Button } from '../../../web/components/button.tsx';
import { writeClipboard } from '../../../web/components/clipboard.ts';
import { Modal } from '../../../web/components/modal.tsx';
import { t } from '../../../web/i18n/t.ts';
import { MenuPanel } from '../../../web/shell/nav-menu.tsx';
import { addDangerToast, addSuccessToast } from '../../../web/toasts/toast-store.ts';
import { ChartPropertiesDialog } from './chart-list/chart-properties-dialog.tsx';
import { createChartPropertiesModel } from './chart-list/chart-properties-model.ts';
import {
  downloadExport,
  downloadImage,
  embedSnippet,
  explorePermalink,
  fetchQueryText,
  type ExportFormat,
} from './chart-actions.ts';
import type { ExploreModel } from './explore-model.ts';

type Dialog = 'embed' | 'query' | null;

const errorText = (err: unknown) =>
  err instanceof TypeError ? t('Network error.') : err instanceof Error ? err.message : String(err);

/** The Explore header's "…" menu (Superset's ExploreAdditionalActionsMenu). */
export function ExploreHeaderMenu({ model }: { model: ExploreModel }) {
  const snap = useSnapshot(model.state);
  const { can } = useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const properties = useMemo(() => createChartPropertiesModel(() => void model.reloadSlice()), [model]);
  const name = snap.slice?.slice_name ?? t('[ untitled ]');
  const canDownload = can({ perm: 'can_csv', view: 'Superset' });
  const drawn = Boolean(snap.chart.queriesData);

  /** The query context of the chart as last drawn (what the user sees). */
  const context = useCallback((): QueryContext => {
    const qc = model.state.chart.queryContext;
    if (!qc) throw new Error(t('Run the query first: press Update chart.'));
    return qc as QueryContext;
  }, [model]);
  const run = (work: () => Promise<unknown>) => void work().catch((err: unknown) => addDangerToast(errorText(err)));

  const onSelect = (value: string) => {
    switch (value) {
      case 'properties':
        if (snap.slice) void properties.open(snap.slice.slice_id);
        break;
      case 'csv':
      case 'xlsx':
      case 'json':
        run(() => downloadExport(context(), value as ExportFormat, name));
        break;
      case 'image':
        run(async () => {
          const host = document.querySelector<HTMLElement>('.ex-chart .chart-host');
          if (!host) throw new Error(t('The chart has not been drawn yet.'));
          await downloadImage(host, name);
        });
        break;
      case 'permalink':
        void (async () => {
          let url: string;
          try {
            url = await explorePermalink(model.state.formData, model.state.slice?.slice_id ?? null);
          } catch {
            addDangerToast(t('Sorry, something went wrong. Try again later.'));
            return;
          }
          try {
            await writeClipboard(url);
            addSuccessToast(t('Copied to clipboard!'));
          } catch {
            addDangerToast(t('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'));
          }
        })();
        break;
      case 'embed':
      case 'query':
        setDialog(value);
        break;
    }
  };

  const item = (value: string, label: string, disabled = false) => (
    <Menu.Item value={value} className="menu__item" disabled={disabled} data-test={`explore-menu-${value}`}>
      {label}
    </Menu.Item>
  );

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end', gutter: 4 }} onSelect={(d) => onSelect(d.value)}>
        <Menu.Trigger
          className="lp-icon-button ex-header__more"
          aria-label={t('Menu actions trigger')}
          title={t('More actions')}
          data-test="actions-trigger"
        >
          <span aria-hidden="true">⋯</span>
        </Menu.Trigger>
        <MenuPanel className="ex-menu">
          {snap.slice && item('properties', t('Edit chart properties'))}
          {snap.slice && <Menu.Separator className="menu__separator" />}
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel className="menu__group-label">{t('Download')}</Menu.ItemGroupLabel>
            {canDownload && item('csv', t('Export to .CSV'), !drawn)}
            {canDownload && item('json', t('Export to .JSON'), !drawn)}
            {canDownload && item('xlsx', t('Export to Excel'), !drawn)}
            {item('image', t('Download as image'), !drawn)}
          </Menu.ItemGroup>
          <Menu.Separator className="menu__separator" />
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel className="menu__group-label">{t('Share')}</Menu.ItemGroupLabel>
            {item('permalink', t('Copy permalink to clipboard'))}
            {item('embed', t('Embed code'))}
          </Menu.ItemGroup>
          <Menu.Separator className="menu__separator" />
          {item('query', t('View query'), !drawn)}
        </MenuPanel>
      </Menu.Root>
      <ChartPropertiesDialog model={properties} />
      {dialog === 'embed' && <EmbedCodeDialog model={model} onClose={() => setDialog(null)} />}
      {dialog === 'query' && <ViewQueryDialog context={context} onClose={() => setDialog(null)} />}
    </>
  );
}

/** Embed code: the iframe snippet of the chart's standalone view, with its width and height. */
function EmbedCodeDialog({ model, onClose }: { model: ExploreModel; onClose: () => void }) {
  const [width, setWidth] = useState('600');
  const [height, setHeight] = useState('400');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    explorePermalink(model.state.formData, model.state.slice?.slice_id ?? null).then(
      (u) => live && setUrl(u),
      () => live && setError(t('Sorry, something went wrong. Try again later.')),
    );
    return () => {
      live = false;
    };
  }, [model]);
  const code = url ? embedSnippet(url, width, height) : '';
  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={t('Embed code')}
      footer={
        <>
          <Button onClick={onClose}>{t('Close')}</Button>
          <Button
            variant="primary"
            disabled={!url}
            onClick={() =>
              void writeClipboard(code).then(
                () => addSuccessToast(t('Copied to clipboard!')),
                () => addDangerToast(t('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!')),
              )
            }
          >
            {t('Copy to clipboard')}
          </Button>
        </>
      }
    >
      <div className="ex-save">
        {error ? (
          <p className="ex-error">{error}</p>
        ) : (
          <textarea
            className="lp-input ex-embed__code"
            aria-label={t('Embed code')}
            readOnly
            rows={9}
            value={url ? code : t('Generating link, please wait..')}
            data-test="embed-code"
          />
        )}
        <div className="ex-embed__size">
          <label className="ex-field">
            <span>{t('Chart height')}</span>
            <input
              className="lp-input"
              inputMode="numeric"
              value={height}
              onChange={(e) => setHeight(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <label className="ex-field">
            <span>{t('Chart width')}</span>
            <input
              className="lp-input"
              inputMode="numeric"
              value={width}
              onChange={(e) => setWidth(e.target.value.replace(/\D/g, ''))}
            />
          </label>
        </div>
      </div>
    </Modal>
  );
}

/** View query: the SQL each of the chart's queries compiles to. */
function ViewQueryDialog({ context, onClose }: { context: () => QueryContext; onClose: () => void }) {
  const [sql, setSql] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => fetchQueryText(context()))
      .then(
        (s) => live && setSql(s),
        (err: unknown) => live && setError(errorText(err)),
      );
    return () => {
      live = false;
    };
  }, [context]);
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t('View query')}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
    >
      {error ? (
        <p className="ex-error">{error}</p>
      ) : !sql ? (
        <p className="ex-muted">{t('Loading…')}</p>
      ) : (
        sql.map((q, i) => (
          <pre key={i} className="ex-query-sql" data-test="view-query-sql">
            {q}
          </pre>
        ))
      )}
    </Modal>
  );
}
