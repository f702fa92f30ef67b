// The title bar's "…" menu in view mode (Superset's HeaderActionsDropdown): Refresh dashboard,
// auto-refresh, fullscreen, Download (image / PDF, drawn by the server), Share (permalink to the
// clipboard or by e-mail), Edit properties (saved at once), Performance (the planner's panel), Delete.
import { Menu } from '@ark-ui/react/menu';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { writeClipboard } from '../../../../web/components/clipboard.ts';
import { t } from '../../../../web/i18n/t.ts';
import { MenuPanel } from '../../../../web/shell/nav-menu.tsx';
import { addDangerToast, addInfoToast, addSuccessToast, dismissToast } from '../../../../web/toasts/toast-store.ts';
import type { DashboardLayout, LayoutComponent } from '../../shared/index.ts';
import { OverwriteConfirm } from '../edit/overwrite-confirm.tsx';
import { PropertiesModal } from '../edit/properties-modal.tsx';
import { currentProperties, saveDashboard } from '../edit/save-dashboard.ts';
import { saveErrorMessage } from '../edit/save-errors.ts';
import type { DashboardProperties, OverwriteDiff } from '../edit/save-payload.ts';
import { PerformancePanel } from '../planner/performance-panel.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { DashboardEmbedModal } from './dashboard-embed-modal.tsx';
import { downloadDashboard, type DownloadFormat } from './dashboard-download.ts';
import { logForceRefresh } from './dashboard-events.ts';
import type { DashboardModel } from './dashboard-model.ts';
import { permalinkMailto } from './dashboard-share.ts';

export interface DashboardHeaderMenuProps {
  model: DashboardModel;
  canEdit: boolean;
  canShare: boolean;
  isOwner: boolean;
  rbac: boolean;
  /** EMBEDDED_SUPERSET on and can_set_embedded on Dashboard: "Embed dashboard" (Superset's userCanCurate). */
  canEmbed?: boolean;
  /** An embedded dashboard's guest: refresh, interval, share and Performance only. */
  readOnly?: boolean;
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  onInterval: () => void;
  onDelete: () => void;
}

const SOMETHING_WRONG = () => t('Sorry, something went wrong. Try again later.');

/** Each tile's title for the Performance panel: the layout's override, else the chart's name. */
export function tileNames(
  layout: DashboardLayout,
  charts: Readonly<Record<number, { slice_name: string } | undefined>>,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const c of Object.values(layout) as (LayoutComponent | undefined)[]) {
    if (c?.type !== 'CHART') continue;
    const chartId = Number(c.meta?.chartId);
    const name = c.meta?.sliceNameOverride || charts[chartId]?.slice_name || c.meta?.sliceName;
    if (name) names[c.id] = String(name);
  }
  return names;
}

/** The saved owners (names kept for those who stay) and roles become the page's; nothing is left unsaved. */
function applyAccess(model: DashboardModel, p: DashboardProperties, rbac: boolean): void {
  const dash = model.state.dashboard;
  if (dash) {
    dash.owners = p.owners.map((id) => dash.owners.find((o) => o.id === id) ?? { id });
    if (rbac) dash.roles = p.roles.map((id) => ({ id }));
  }
  model.setUnsavedChanges(false);
}

export function DashboardHeaderMenu(props: DashboardHeaderMenuProps) {
  const { model, canEdit, canShare, isOwner, rbac, fullScreen, readOnly = false, canEmbed = false } = props;
  const snap = useSnapshot(model.state);
  const d = snap.dashboard!;
  const [perfOpen, setPerfOpen] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const [propsInitial, setPropsInitial] = useState<DashboardProperties | null>(null);
  const [savingProps, setSavingProps] = useState(false);
  const [diff, setDiff] = useState<{ diff: OverwriteDiff[]; answer: (ok: boolean) => void } | null>(null);

  const permalink = () =>
    dashboardApi
      .permalink(d.id, { activeTabs: [...snap.activeTabs], dataMask: snap.dataMask, urlParams: [] })
      .then((r) => r.url);

  const download = async (format: DownloadFormat) => {
    // The toast stays while the server draws (duration 0) and goes when the file is saved or failed.
    const toast = addInfoToast(
      format === 'pdf' ? t('Downloading the dashboard as PDF…') : t('Downloading the dashboard as an image…'),
      0,
    );
    try {
      await downloadDashboard(d.id, format, snap.title);
    } catch (err) {
      const reason = err instanceof Error && err.message ? err.message : SOMETHING_WRONG();
      addDangerToast(t('The dashboard could not be downloaded: %s', reason));
    } finally {
      dismissToast(toast);
    }
  };

  const copyPermalink = async () => {
    let url: string;
    try {
      url = await permalink();
    } catch {
      addDangerToast(SOMETHING_WRONG());
      return;
    }
    try {
      await writeClipboard(url);
      addSuccessToast(t('Copied to clipboard!'));
    } catch {
      addDangerToast(t('Sorry, your browser does not support copying.'));
    }
  };

  const emailPermalink = async () => {
    try {
      window.location.href = permalinkMailto(snap.title, await permalink());
    } catch {
      addDangerToast(SOMETHING_WRONG());
    }
  };

  const saveProperties = async (p: DashboardProperties) => {
    setSavingProps(true);
    try {
      const saved = await saveDashboard(model, p, model.state.layout, {
        rbac,
        confirmOverwrite: (x) => new Promise<boolean>((resolve) => setDiff({ diff: x, answer: resolve })),
      });
      if (!saved) return;
      applyAccess(model, p, rbac);
      setPropsInitial(null);
      addSuccessToast(t('The dashboard has been saved'));
    } catch (err) {
      addDangerToast(saveErrorMessage(err));
    } finally {
      setSavingProps(false);
    }
  };

  const onSelect = (value: string) => {
    switch (value) {
      case 'refresh':
        logForceRefresh(d.id, null);
        model.refreshDashboard(false);
        break;
      case 'interval':
        props.onInterval();
        break;
      case 'fullscreen':
        props.onToggleFullScreen();
        break;
      case 'download-png':
      case 'download-pdf':
        void download(value === 'download-pdf' ? 'pdf' : 'png');
        break;
      case 'share-copy':
        void copyPermalink();
        break;
      case 'share-email':
        void emailPermalink();
        break;
      case 'properties':
        setPropsInitial(currentProperties(model));
        break;
      case 'embed':
        setEmbedOpen(true);
        break;
      case 'performance':
        setPerfOpen(true);
        break;
      case 'delete':
        props.onDelete();
        break;
    }
  };

  const item = (value: string, label: string, className = '') => (
    <Menu.Item value={value} className={`menu__item ${className}`.trim()} data-test={`header-menu-${value}`}>
      {label}
    </Menu.Item>
  );

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end', gutter: 6 }} onSelect={(e) => onSelect(e.value)}>
        <Menu.Trigger
          className="lp-icon-button dash-title-bar__more"
          aria-label={t('More dashboard actions')}
          data-test="actions-trigger"
        >
          <span aria-hidden="true">⋯</span>
        </Menu.Trigger>
        <MenuPanel className="dash-menu">
          {item('refresh', t('Refresh dashboard'))}
          {item('interval', t('Set auto-refresh interval'))}
          {!readOnly && item('fullscreen', fullScreen ? t('Exit fullscreen') : t('Enter fullscreen'))}
          {canEdit && !readOnly && !snap.editMode && item('properties', t('Edit properties'))}
          {canEmbed && !readOnly && !snap.editMode && item('embed', t('Embed dashboard'))}
          {!readOnly && (
            <>
              <Menu.Separator className="menu__separator" />
              <Menu.ItemGroup className="menu__group">
                <Menu.ItemGroupLabel className="menu__group-label">{t('Download')}</Menu.ItemGroupLabel>
                {item('download-png', t('Download as image'))}
                {item('download-pdf', t('Download as PDF'))}
              </Menu.ItemGroup>
            </>
          )}
          {canShare && (
            <Menu.ItemGroup className="menu__group">
              <Menu.ItemGroupLabel className="menu__group-label">{t('Share')}</Menu.ItemGroupLabel>
              {item('share-copy', t('Copy permalink to clipboard'))}
              {item('share-email', t('Share permalink by email'))}
            </Menu.ItemGroup>
          )}
          <Menu.Separator className="menu__separator" />
          {item('performance', t('Performance'))}
          {isOwner && !readOnly && (
            <>
              <Menu.Separator className="menu__separator" />
              {item('delete', t('Delete'), 'dash-menu__danger')}
            </>
          )}
        </MenuPanel>
      </Menu.Root>
      {canEmbed && <DashboardEmbedModal dashboardId={d.id} open={embedOpen} onClose={() => setEmbedOpen(false)} />}
      <PerformancePanel
        planner={model.planner}
        open={perfOpen}
        onClose={() => setPerfOpen(false)}
        tileNames={perfOpen ? tileNames(model.state.layout, model.state.charts) : undefined}
      />
      {propsInitial && (
        <PropertiesModal
          open
          onClose={() => setPropsInitial(null)}
          initial={propsInitial}
          rbac={rbac}
          busy={savingProps}
          submitLabel={t('Save')}
          onApply={(p) => void saveProperties(p)}
        />
      )}
      <OverwriteConfirm
        diff={diff?.diff ?? null}
        onAnswer={(ok) => {
          diff?.answer(ok);
          setDiff(null);
        }}
      />
    </>
  );
}
