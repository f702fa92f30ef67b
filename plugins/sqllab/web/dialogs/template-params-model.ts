import { proxy } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { parseTemplateParams, type DialogEditor } from './editor-fields.ts';

/**
 * "Parameters": the values of the SQL's `{{ name }}` placeholders as a JSON object, kept on the
 * tab (its templateParams) and sent with every run, estimate, save and share. Text that is not a
 * JSON object stays in the dialog with its error; an empty object clears the parameters.
 */
export function createTemplateParamsModel(apply: (tabId: string, templateParams: string) => Promise<void>) {
  const state = proxy({ open: false, text: '', error: null as string | null, saving: false });
  let tabId: string | null = null;

  return {
    state,
    open(editor: DialogEditor): void {
      tabId = editor.id;
      let text = editor.templateParams?.trim() || '{}';
      try {
        text = JSON.stringify(parseTemplateParams(text), null, 2);
      } catch {
        // Shown as the user left it; applying tells what is wrong.
      }
      Object.assign(state, { open: true, text, error: null, saving: false });
    },
    close(): void {
      if (!state.saving) state.open = false;
    },
    setText(text: string): void {
      state.text = text;
      state.error = null;
    },
    async apply(): Promise<boolean> {
      if (!tabId || state.saving) return false;
      let params: Record<string, unknown>;
      try {
        params = parseTemplateParams(state.text);
      } catch (err) {
        state.error =
          err instanceof SyntaxError
            ? t('Not valid JSON: %s', err.message)
            : t('Parameters must be a JSON object, such as {"limit": 10}');
        return false;
      }
      state.saving = true;
      try {
        await apply(tabId, Object.keys(params).length ? JSON.stringify(params) : '');
        state.open = false;
        return true;
      } catch {
        state.error = t(
          'An error occurred while setting the tab template parameters. Please contact your administrator.',
        );
        return false;
      } finally {
        state.saving = false;
      }
    },
  };
}

export type TemplateParamsModel = ReturnType<typeof createTemplateParamsModel>;

/** How many parameters a tab has (for the button's badge); 0 when none or unreadable. */
export function templateParamsCount(text: string | null | undefined): number {
  try {
    return Object.keys(parseTemplateParams(text)).length;
  } catch {
    return 0;
  }
}
