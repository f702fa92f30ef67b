import { useSnapshot } from 'valtio';
import { Select, TextArea, TextInput } from '../../../../web/components/field.tsx';
import { FormModal } from '../../../../web/components/form-modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { INTERVALS, type Interval } from './schedule-info.ts';
import type { ScheduleQueryModel } from './schedule-query-model.ts';
import './dialogs.css';

const INTERVAL_LABELS: Record<Interval, string> = {
  hourly: 'Every hour',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

/** "Schedule query": name, description, start and end dates, and an interval or a cron expression. */
export function ScheduleQueryDialog({ model }: { model: ScheduleQueryModel }) {
  const snap = useSnapshot(model.state);
  const preview = model.preview();
  const err = (k: string) => (snap.errors[k] ? [snap.errors[k]!] : undefined);
  return (
    <FormModal
      open={snap.open}
      onClose={() => model.close()}
      title={t('Schedule query')}
      size="md"
      busy={snap.saving}
      submitLabel={t('Schedule')}
      onSubmit={() => void model.schedule()}
      submitTestId="schedule-query-submit"
      formClassName="sqllab-dialog-form"
    >
      <TextInput
        label={t('Name')}
        required
        value={snap.label}
        errors={err('label')}
        onChange={(e) => model.set('label', e.target.value)}
        maxLength={256}
        autoFocus
        data-testid="schedule-query-name"
      />
      <TextArea
        label={t('Description')}
        value={snap.description}
        onChange={(e) => model.set('description', e.target.value)}
        rows={2}
        data-testid="schedule-query-description"
      />
      <div className="sqllab-dialog-row">
        <TextInput
          type="datetime-local"
          label={t('Start date')}
          required
          value={snap.start}
          errors={err('start')}
          onChange={(e) => model.set('start', e.target.value)}
          data-testid="schedule-query-start"
        />
        <TextInput
          type="datetime-local"
          label={t('End date')}
          value={snap.end}
          errors={err('end')}
          hint={t('Optional')}
          onChange={(e) => model.set('end', e.target.value)}
          data-testid="schedule-query-end"
        />
      </div>
      <fieldset className="sqllab-fieldset">
        <legend>{t('Schedule')}</legend>
        <div className="sqllab-segmented" role="radiogroup" aria-label={t('Schedule')}>
          {(['interval', 'cron'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={snap.mode === mode}
              className="sqllab-segmented__option"
              onClick={() => model.setMode(mode)}
              data-testid={`schedule-query-mode-${mode}`}
            >
              {mode === 'interval' ? t('Interval') : t('Cron expression')}
            </button>
          ))}
        </div>
        {snap.mode === 'interval' ? (
          <Select
            label={t('Repeat')}
            options={INTERVALS.map((v) => ({ value: v, label: t(INTERVAL_LABELS[v]) }))}
            value={snap.interval}
            onChange={(e) => model.setInterval(e.target.value as Interval)}
            data-testid="schedule-query-interval"
          />
        ) : (
          <TextInput
            label={t('Cron expression')}
            className="sqllab-dialog-mono"
            value={snap.cron}
            errors={err('cron')}
            hint={t('Five fields: minute hour day-of-month month day-of-week, in UTC')}
            onChange={(e) => model.set('cron', e.target.value)}
            spellCheck={false}
            data-testid="schedule-query-cron"
          />
        )}
        {preview && (
          <div className="sqllab-dialog-note" data-testid="schedule-query-preview">
            {t('Runs on')} <code className="sqllab-dialog-mono">{preview}</code> {t('(UTC)')}
          </div>
        )}
      </fieldset>
      {snap.error && (
        <div className="sqllab-dialog-alert" role="alert">
          {snap.error}
        </div>
      )}
    </FormModal>
  );
}
