import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../../web/components/spinner.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { loadMonaco, type MonacoApi } from '../../../../web/monaco/load-monaco.ts';
import { themeStore } from '../../../../web/theme/theme-store.ts';
import { applyLoupeTheme } from '../../../../web/monaco/monaco-theme.ts';
import { registerSqlCompletion } from './monaco-sql-setup.ts';

type Editor = ReturnType<MonacoApi['editor']['create']>;
type Model = ReturnType<MonacoApi['editor']['createModel']>;

export interface SqlEditorProps {
  /** The tab the text belongs to: each tab keeps its own model (and undo history). */
  tabId: string;
  value: string;
  onChange(value: string): void;
  onSelectionChange(selected: string): void;
  /** Ctrl+Enter / Cmd+Enter. */
  onRun(): void;
}

const models = new Map<string, Model>();

/** Drops the model of a closed tab. */
export function disposeEditorModel(tabId: string): void {
  models.get(tabId)?.dispose();
  models.delete(tabId);
}

/** The SQL editor: Monaco, loaded on first use, with SQL syntax, Loupe's theme and Ctrl/Cmd+Enter to run. */
export function SqlEditor({ tabId, value, onChange, onSelectionChange, onRun }: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [monaco, setMonaco] = useState<MonacoApi | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  // Monaco's listeners, set up once per editor, call the latest props.
  const changed = useEffectEvent((sql: string) => onChange(sql));
  const selected = useEffectEvent((text: string) => onSelectionChange(text));
  const run = useEffectEvent(() => onRun());
  const theme = useSnapshot(themeStore).applied;

  useEffect(() => {
    let live = true;
    loadMonaco().then(
      (m) => live && setMonaco(m),
      (err: unknown) => live && setError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!monaco || !host.current) return;
    registerSqlCompletion(monaco);
    applyLoupeTheme(monaco, themeStore.applied === 'dark');
    const editor = monaco.editor.create(host.current, {
      language: 'sql',
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      lineNumbersMinChars: 3,
      scrollBeyondLastLine: false,
      wordWrap: 'on',
      renderLineHighlight: 'line',
      tabSize: 2,
      fixedOverflowWidgets: true,
      padding: { top: 8, bottom: 8 },
      ariaLabel: t('SQL editor'),
      quickSuggestions: { other: true, comments: false, strings: false },
    });
    editorRef.current = editor;
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => run());
    editor.addCommand(monaco.KeyMod.WinCtrl | monaco.KeyCode.Enter, () => run());
    const subs = [
      editor.onDidChangeModelContent(() => changed(editor.getValue())),
      editor.onDidChangeCursorSelection(() => {
        const model = editor.getModel();
        const sel = editor.getSelection();
        selected(model && sel && !sel.isEmpty() ? model.getValueInRange(sel) : '');
      }),
    ];
    return () => {
      for (const s of subs) s.dispose();
      editor.setModel(null);
      editor.dispose();
      editorRef.current = null;
    };
  }, [monaco]);

  // One model per tab: switching tabs swaps models, so each keeps its text, cursor and undo stack.
  useEffect(() => {
    const editor = editorRef.current;
    if (!monaco || !editor) return;
    let model = models.get(tabId);
    if (!model || model.isDisposed()) {
      model = monaco.editor.createModel(value, 'sql');
      models.set(tabId, model);
    } else if (model.getValue() !== value) {
      model.setValue(value);
    }
    if (editor.getModel() !== model) {
      editor.setModel(model);
      editor.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the value is applied when the tab changes or from outside
  }, [monaco, tabId]);

  // Text set from outside (opening a query into this tab) replaces the model's.
  useEffect(() => {
    const model = models.get(tabId);
    if (model && !model.isDisposed() && model.getValue() !== value) model.setValue(value);
  }, [tabId, value]);

  useEffect(() => {
    if (monaco) applyLoupeTheme(monaco, theme === 'dark');
  }, [monaco, theme]);

  return (
    <div className="sqllab-editor" data-testid="sql-editor">
      <div ref={host} className="sqllab-editor__host" />
      {!monaco && !error && (
        <div className="sqllab-editor__loading">
          <Spinner size={16} /> {t('Loading the editor...')}
        </div>
      )}
      {error && (
        <div className="sqllab-editor__loading" role="alert">
          {t('The editor could not be loaded: %s', error)}
        </div>
      )}
    </div>
  );
}
