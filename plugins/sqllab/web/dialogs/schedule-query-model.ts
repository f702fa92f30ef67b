import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import type { DialogEditor } from './editor-fields.ts';
import {
  cronProblem,
  defaultStart,
  intervalCron,
  toLocalInput,
  type Interval,
  type ScheduleInfo,
} from './schedule-info.ts';

/**
 * "Schedule query": a saved query carrying its schedule in `extra_json.schedule_info`, created
 * through `POST /savedqueryviewapi/api/create` as Superset's scheduled queries are (spec §7).
 */
export function createScheduleQueryModel() {
  const state = proxy({
    open: false,
    label: '',
    description: '',
    start: '',
    end: '',
    mode: 'interval' as 'interval' | 'cron',
    interval: 'daily' as Interval,
    cron: '',
    errors: {} as Record<string, string>,
    saving: false,
    error: null as string | null,
  });
  let editor: DialogEditor | null = null;

  /** The schedule as entered, or the problems keyed by field. */
  function scheduleInfo(): { info?: ScheduleInfo; errors: Record<string, string> } {
    const errors: Record<string, string> = {};
    if (!state.label.trim()) errors.label = t('Name is required');
    const start = state.start ? new Date(state.start) : null;
    if (!start || Number.isNaN(start.getTime())) errors.start = t('Choose a start date');
    const end = state.end ? new Date(state.end) : null;
    if (end && Number.isNaN(end.getTime())) errors.end = t('Choose a valid end date');
    else if (end && start && end <= start) errors.end = t('The end date must come after the start date');
    let cron = '';
    if (state.mode === 'cron') {
      const problem = cronProblem(state.cron);
      if (problem) errors.cron = t(problem);
      cron = state.cron.trim();
    } else if (start && !errors.start) {
      cron = intervalCron(state.interval, start);
    }
    if (Object.keys(errors).length || !start) return { errors };
    return {
      errors,
      info: { start_date: start.toISOString(), end_date: end ? end.toISOString() : null, schedule_interval: cron },
    };
  }

  return {
    state,
    open(current: DialogEditor): void {
      editor = current;
      Object.assign(state, {
        open: true,
        label: current.name,
        description: current.description ?? '',
        start: toLocalInput(defaultStart()),
        end: '',
        mode: 'interval',
        interval: 'daily',
        cron: '0 9 * * *',
        errors: {},
        saving: false,
        error: null,
      });
    },
    close(): void {
      if (!state.saving) state.open = false;
    },
    set<K extends 'label' | 'description' | 'start' | 'end' | 'cron'>(key: K, value: string): void {
      state[key] = value;
      if (key in state.errors) {
        const { [key]: _gone, ...rest } = state.errors;
        state.errors = rest;
      }
    },
    setMode(mode: 'interval' | 'cron'): void {
      state.mode = mode;
      state.errors = {};
    },
    setInterval(every: Interval): void {
      state.interval = every;
    },
    /** The cron expression the schedule will run on, or null while the form is incomplete. */
    preview(): string | null {
      return scheduleInfo().info?.schedule_interval ?? null;
    },
    async schedule(): Promise<void> {
      if (!editor || state.saving) return;
      const { info, errors } = scheduleInfo();
      state.errors = errors;
      if (!info) return;
      state.saving = true;
      state.error = null;
      try {
        await api.post('/savedqueryviewapi/api/create', {
          label: state.label.trim(),
          description: state.description,
          db_id: editor.dbId,
          catalog: editor.catalog ?? null,
          schema: editor.schema ?? null,
          sql: editor.sql,
          template_parameters: editor.templateParams ?? null,
          extra_json: JSON.stringify({ schedule_info: info }),
        });
        addSuccessToast(t('Your query has been scheduled. To see details of your query, navigate to Saved queries'));
        state.open = false;
      } catch (err) {
        addDangerToast(t('Your query could not be scheduled'));
        state.error = err instanceof Error ? err.message : String(err);
      } finally {
        state.saving = false;
      }
    },
  };
}

export type ScheduleQueryModel = ReturnType<typeof createScheduleQueryModel>;
