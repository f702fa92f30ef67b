import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Avatars } from '../../../../web/components/avatars.tsx';
import { Button } from '../../../../web/components/button.tsx';
import { ConfirmDeleteDialog } from '../../../../web/components/confirm-delete-dialog.tsx';
import { FavoriteStar } from '../../../../web/components/favorite-star.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import { dashboardApi } from './dashboard-api.ts';
import { DashboardHeaderMenu } from './dashboard-header-menu.tsx';
import type { DashboardModel } from './dashboard-model.ts';
import { RefreshIntervalModal } from './refresh-interval-modal.tsx';
import { chartErrorMessage } from './tile-actions.ts';

export interface DashboardHeaderProps {
  model: DashboardModel;
  canEdit: boolean;
  canShare: boolean;
  isOwner: boolean;
  /** An embedded dashboard's guest: the title and the view actions only (no star, owners, publish, fullscreen). */
  readOnly?: boolean;
  /** DASHBOARD_RBAC: the properties dialog offers roles. */
  rbac: boolean;
  /** "Embed dashboard" in the menu (EMBEDDED_SUPERSET and can_set_embedded). */
  canEmbed?: boolean;
  /** Superset's "Enter fullscreen": the page again with standalone=1 (or back without it). */
  onToggleFullScreen: () => void;
  fullScreen: boolean;
  onDeleted: () => void;
}

/** The dashboard's title bar: title, star, status, certification, owners, Edit dashboard and the "…" menu. */
export function DashboardHeader({
  model,
  canEdit,
  canShare,
  isOwner,
  readOnly = false,
  rbac,
  canEmbed = false,
  onToggleFullScreen,
  fullScreen,
  onDeleted,
}: DashboardHeaderProps) {
  const snap = useSnapshot(model.state);
  const d = snap.dashboard!;
  const [intervalOpen, setIntervalOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <header className="dash-title-bar" data-test="dashboard-header">
      <div className="dash-title-bar__start">
        <h1 className="dash-title-bar__title" data-test="editable-title">
          {snap.editMode ? (
            // Edit mode: the title is typed in place (Superset's DynamicEditableTitle); Save sends it.
            <input
              className="dash-title-bar__title-input"
              value={snap.title}
              placeholder={t('[ untitled dashboard ]')}
              aria-label={t('Dashboard title')}
              data-test="dashboard-title-input"
              size={Math.max(12, snap.title.length + 1)}
              onChange={(e) => {
                model.setTitle(e.target.value);
                model.setUnsavedChanges(true);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.currentTarget.blur();
              }}
            />
          ) : (
            snap.title || t('[ untitled dashboard ]')
          )}
        </h1>
        {d.certified_by && (
          <span
            className="dash-badge dash-badge--certified"
            title={[t('Certified by %s', d.certified_by), d.certification_details].filter(Boolean).join('\n')}
          >
            {t('Certified')}
          </span>
        )}
        {!readOnly && (
          <FavoriteStar
            on={snap.isStarred}
            onToggle={() =>
              void model
                .toggleFavorite()
                .catch((err: unknown) =>
                  addDangerToast(t('There was an error saving the favorite status: %s', chartErrorMessage(err))),
                )
            }
          />
        )}
        {canEdit && !readOnly ? (
          <button
            type="button"
            className={`dash-badge dash-badge--button${snap.isPublished ? ' dash-badge--published' : ''}`}
            title={
              snap.isPublished
                ? t('This dashboard is published. Click to make it a draft.')
                : t(
                    'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.',
                  )
            }
            onClick={() => void model.togglePublished().catch((err: Error) => addDangerToast(err.message))}
            data-test="publish-toggle"
          >
            {snap.isPublished ? t('Published') : t('Draft')}
          </button>
        ) : (
          !snap.isPublished && <span className="dash-badge">{t('Draft')}</span>
        )}
      </div>
      <div className="dash-title-bar__end">
        {!readOnly && <Avatars people={d.owners} />}
        {canEdit && !readOnly && !snap.editMode && (
          <Button
            variant="primary"
            icon="edit"
            onClick={() => model.setEditMode(true)}
            data-test="edit-dashboard-button"
          >
            {t('Edit dashboard')}
          </Button>
        )}
        <DashboardHeaderMenu
          model={model}
          canEdit={canEdit}
          canShare={canShare}
          isOwner={isOwner}
          readOnly={readOnly}
          rbac={rbac}
          canEmbed={canEmbed}
          fullScreen={fullScreen}
          onToggleFullScreen={onToggleFullScreen}
          onInterval={() => setIntervalOpen(true)}
          onDelete={() => setDeleting(true)}
        />
      </div>
      <RefreshIntervalModal
        open={intervalOpen}
        value={snap.refreshFrequency}
        onClose={() => setIntervalOpen(false)}
        onSave={(seconds) =>
          model.setRefreshFrequency(seconds, canEdit && !readOnly).catch((err: unknown) => {
            addDangerToast(chartErrorMessage(err));
          })
        }
      />
      <ConfirmDeleteDialog
        open={deleting}
        description={t('Are you sure you want to delete %s?', snap.title)}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await dashboardApi.remove(d.id);
            addSuccessToast(t('Deleted: %s', snap.title));
            onDeleted();
          } catch (err) {
            addDangerToast(t('There was an issue deleting: %s', chartErrorMessage(err)));
          }
        }}
      />
    </header>
  );
}
