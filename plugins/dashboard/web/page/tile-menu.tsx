import { Menu } from '@ark-ui/react/menu';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { ChartDataResult, QueryFormData } from '../../../../core/viz/index.ts';
import { writeClipboard } from '../../../../web/components/clipboard.ts';
import { t } from '../../../../web/i18n/t.ts';
import { MenuPanel } from '../../../../web/shell/nav-menu.tsx';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import { logForceRefresh } from './dashboard-events.ts';
import { useDashboardView } from './dashboard-view-context.ts';
import { chartErrorMessage, chartPermalink, downloadExport, downloadImage } from './tile-actions.ts';
import { TileDialog, type TileDialogKind } from './tile-dialogs.tsx';

export interface TileMenuProps {
  tileId: string;
  chartId: number;
  title: string;
  formData: QueryFormData;
  tileRef: RefObject<HTMLDivElement | null>;
  queriesData: ChartDataResult[] | null;
}

/** Copies `text`; spec §8's 'Link Copied!' or 'Sorry, your browser does not support copying.' */
export async function copyLink(text: Promise<string>): Promise<void> {
  let url: string;
  try {
    url = await text;
  } catch (err) {
    addDangerToast(chartErrorMessage(err));
    return;
  }
  try {
    await writeClipboard(url);
    addSuccessToast(t('Link Copied!'));
  } catch {
    addDangerToast(t('Sorry, your browser does not support copying.'));
  }
}

/**
 * The tile's "…" menu (Superset's SliceHeaderControls); items follow the user's permissions. A
 * dashboard has dozens of tiles: until a pointer or the focus reaches its button, the menu is that
 * plain button, and the Ark menu (its state machines) replaces it then, synchronously, so the
 * press that follows lands on the menu's trigger; the focus moves along.
 */
export function TileMenu(props: TileMenuProps) {
  const [armedBy, setArmedBy] = useState<'pointer' | 'focus' | null>(null);
  if (armedBy) return <ArmedTileMenu {...props} focus={armedBy === 'focus'} />;
  const arm = (by: 'pointer' | 'focus') => () => flushSync(() => setArmedBy((was) => was ?? by));
  return (
    <button
      type="button"
      className="lp-icon-button dash-tile__menu"
      aria-label={t('More options for %s', props.title)}
      aria-haspopup="menu"
      data-test="slice-header-controls"
      onPointerEnter={arm('pointer')}
      onFocus={arm('focus')}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}

function ArmedTileMenu({
  tileId,
  chartId,
  title,
  formData,
  tileRef,
  queriesData,
  focus,
}: TileMenuProps & { focus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);
  const { model, registry, can } = useDashboardView();
  const [dialog, setDialog] = useState<TileDialogKind | null>(null);
  const full = model.state.fullSizeChartId === chartId;
  const canExplore = can('can_explore', 'Superset');
  const canCsv = can('can_csv', 'Superset');
  const run = (work: () => Promise<unknown>) =>
    void work().catch((err: unknown) => addDangerToast(chartErrorMessage(err)));

  const onSelect = (value: string) => {
    switch (value) {
      case 'refresh':
        if (model.state.dashboard) logForceRefresh(model.state.dashboard.id, chartId);
        model.refreshTile(tileId);
        break;
      case 'fullscreen':
        model.setFullSizeChart(full ? null : chartId);
        break;
      case 'query':
      case 'table':
      case 'drill':
        setDialog(value);
        break;
      case 'csv':
      case 'xlsx':
        run(() => downloadExport(registry, formData, value, title));
        break;
      case 'image':
        run(async () => {
          if (tileRef.current) await downloadImage(tileRef.current, title);
        });
        break;
      case 'share':
        void copyLink(chartPermalink(formData));
        break;
      case 'edit':
        window.location.assign(`/explore/?slice_id=${chartId}&dashboard_page_id=${model.state.dashboard?.id ?? ''}`);
        break;
    }
  };

  const item = (value: string, label: string) => (
    <Menu.Item value={value} className="menu__item" data-test={`tile-menu-${value}`}>
      {label}
    </Menu.Item>
  );

  return (
    <>
      {/* The items mount on first open: a dashboard has dozens of tiles, each with this menu. */}
      <Menu.Root lazyMount positioning={{ placement: 'bottom-end', gutter: 4 }} onSelect={(d) => onSelect(d.value)}>
        <Menu.Trigger
          ref={trigger}
          className="lp-icon-button dash-tile__menu"
          aria-label={t('More options for %s', title)}
          data-test="slice-header-controls"
        >
          <span aria-hidden="true">⋯</span>
        </Menu.Trigger>
        <MenuPanel className="dash-menu">
          {item('refresh', t('Force refresh'))}
          {item('fullscreen', full ? t('Exit full screen') : t('Enter full screen'))}
          <Menu.Separator className="menu__separator" />
          {canExplore && item('edit', t('Edit chart'))}
          {can('can_view_query', 'Dashboard') && item('query', t('View query'))}
          {can('can_view_chart_as_table', 'Dashboard') && item('table', t('View as table'))}
          {canExplore && can('can_samples', 'Datasource') && item('drill', t('Drill to detail'))}
          <Menu.Separator className="menu__separator" />
          {can('can_share_chart', 'Superset') && item('share', t('Share'))}
          {canCsv && item('csv', t('Download as CSV'))}
          {canCsv && item('xlsx', t('Download as XLSX'))}
          {item('image', t('Download as image'))}
        </MenuPanel>
      </Menu.Root>
      {dialog && (
        <TileDialog
          kind={dialog}
          title={title}
          formData={formData}
          queriesData={queriesData}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
