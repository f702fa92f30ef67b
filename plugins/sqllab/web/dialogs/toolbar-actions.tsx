import { useEffect, useState, type ReactNode } from 'react';
import type { EditorActionsProps as ToolbarSlotProps } from '../editor-actions-props.ts';
import { useApp } from '../../../../web/app/app-context.ts';
import { t } from '../../../../web/i18n/t.ts';
import { ActionIcon, type ActionIconName } from './action-icons.tsx';
import { CreateDatasetDialog } from './create-dataset-dialog.tsx';
import { createCreateDatasetModel } from './create-dataset-model.ts';
import { databaseCapabilities, setTabTemplateParams, tieTabToSavedQuery } from './editor-store-bridge.ts';
import { allowsCostEstimate, type DialogDatabase, type DialogEditor, type OnSaved } from './editor-fields.ts';
import { EstimateCostDialog } from './estimate-cost-dialog.tsx';
import { createEstimateCostModel } from './estimate-cost-model.ts';
import { SaveQueryDialog } from './save-query-dialog.tsx';
import { createSaveQueryModel } from './save-query-model.ts';
import { ScheduleQueryDialog } from './schedule-query-dialog.tsx';
import { createScheduleQueryModel } from './schedule-query-model.ts';
import { shareQuery } from './share-query.ts';
import { TemplateParamsDialog } from './template-params-dialog.tsx';
import { createTemplateParamsModel, templateParamsCount } from './template-params-model.ts';
import './dialogs.css';

export interface EditorActionsProps extends ToolbarSlotProps {
  /** The tab's database, for "Estimate cost" (shown only where it allows it); read from the API when not given. */
  database?: DialogDatabase | null;
  /** A saved query was created or updated; by default the tab is tied to it in the SQL Lab store. */
  onSaved?: OnSaved;
}

function ActionButton({
  icon,
  label,
  onClick,
  disabled,
  busy,
  testId,
  title,
}: {
  icon: ActionIconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  testId: string;
  title?: string;
}): ReactNode {
  return (
    <button
      type="button"
      className="lp-button lp-button--ghost lp-button--sm"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-testid={testId}
      title={title}
    >
      <ActionIcon name={icon} />
      <span className="sqllab-editor-actions__label">{label}</span>
    </button>
  );
}

/** Whether scheduling is offered: Superset's SCHEDULED_QUERIES switch, on unless turned off. */
function schedulingOn(flags: Record<string, boolean>): boolean {
  return flags.SCHEDULED_QUERIES !== false;
}

/**
 * The editor's actions beside Run: Parameters, Save, Share, Schedule, Estimate cost and Create dataset, each
 * opening its dialog. Buttons the user has no right to use are not shown.
 */
export function EditorActions({ editor, database, onSaved }: EditorActionsProps) {
  const { bootstrap, can } = useApp();
  const [save] = useState(createSaveQueryModel);
  const [schedule] = useState(createScheduleQueryModel);
  const [estimate] = useState(createEstimateCostModel);
  const [dataset] = useState(createCreateDatasetModel);
  const [params] = useState(() => createTemplateParamsModel(setTabTemplateParams));
  const [sharing, setSharing] = useState(false);
  const [fetched, setFetched] = useState<DialogDatabase | null>(null);

  const dbId = editor.dbId;
  useEffect(() => {
    if (database !== undefined || !dbId) return;
    let live = true;
    void databaseCapabilities(dbId).then((db) => live && setFetched(db));
    return () => {
      live = false;
    };
  }, [database, dbId]);

  const copy = (): DialogEditor => ({ ...editor });
  const noDb = !editor.dbId;
  const canSave = can({ perm: 'can_write', view: 'SavedQuery' });
  const canDataset = can({ perm: 'can_write', view: 'Dataset' });
  const showSchedule = canSave && schedulingOn(bootstrap.common.feature_flags);
  const paramCount = templateParamsCount(editor.templateParams);
  const showEstimate = allowsCostEstimate(database !== undefined ? database : fetched?.id === dbId ? fetched : null);

  return (
    <div className="sqllab-editor-actions" role="group" aria-label={t('Query actions')}>
      <ActionButton
        icon="params"
        label={paramCount ? t('Parameters (%s)', paramCount) : t('Parameters')}
        testId="editor-parameters"
        title={t('Values for the {{ name }} placeholders in the SQL')}
        onClick={() => params.open(copy())}
      />
      {canSave && (
        <ActionButton
          icon="save"
          label={t('Save')}
          testId="editor-save"
          disabled={noDb}
          title={t('Save query')}
          onClick={() => save.open(copy(), onSaved ?? tieTabToSavedQuery(editor.id))}
        />
      )}
      <ActionButton
        icon="share"
        label={t('Share')}
        testId="editor-share"
        disabled={noDb}
        busy={sharing}
        title={t('Copy a link to this query')}
        onClick={() => {
          setSharing(true);
          void shareQuery(copy()).finally(() => setSharing(false));
        }}
      />
      {showSchedule && (
        <ActionButton
          icon="schedule"
          label={t('Schedule')}
          testId="editor-schedule"
          disabled={noDb}
          title={t('Schedule the query periodically')}
          onClick={() => schedule.open(copy())}
        />
      )}
      {showEstimate && (
        <ActionButton
          icon="estimate"
          label={t('Estimate cost')}
          testId="editor-estimate"
          disabled={noDb || !editor.sql.trim()}
          title={t('Estimate the cost before running a query')}
          onClick={() => void estimate.open(copy())}
        />
      )}
      {canDataset && (
        <ActionButton
          icon="dataset"
          label={t('Create dataset')}
          testId="editor-create-dataset"
          disabled={noDb || !editor.sql.trim()}
          title={t('Save the query as a virtual dataset')}
          onClick={() => dataset.open(copy())}
        />
      )}
      <SaveQueryDialog model={save} remoteId={editor.remoteId} />
      <ScheduleQueryDialog model={schedule} />
      <EstimateCostDialog model={estimate} />
      <CreateDatasetDialog model={dataset} />
      <TemplateParamsDialog model={params} />
    </div>
  );
}
