import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '../components/spinner.tsx';
import { t } from '../i18n/t.ts';
import { themeStore } from '../theme/theme-store.ts';
import { loadMonaco, type MonacoApi } from './load-monaco.ts';
import { applyLoupeTheme } from './monaco-theme.ts';
import './json-editor.css';

type Editor = ReturnType<MonacoApi['editor']['create']>;

export interface JsonEditorProps {
  /** Set on the editor's text area, so a label's htmlFor names it. */
  id?: string;
  value: string;
  onChange(value: string): void;
  /** The accessible name of the editor's text area. */
  ariaLabel: string;
  /** Height in pixels. */
  height?: number;
  invalid?: boolean;
  /** Set on the editor's text area (so the field's label and messages describe it). */
  describedBy?: string;
  'data-test'?: string;
}

/** A JSON editor: Monaco (loaded on first use) in JSON mode, with its validation, folding and the app's theme. */
export function JsonEditor({
  id,
  value,
  onChange,
  ariaLabel,
  height = 240,
  invalid,
  describedBy,
  ...rest
}: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [monaco, setMonaco] = useState<MonacoApi | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const changed = useEffectEvent((text: string) => onChange(text));
  const theme = useSnapshot(themeStore).applied;
  const initial = useRef(value);

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
    applyLoupeTheme(monaco, themeStore.applied === 'dark');
    const model = monaco.editor.createModel(initial.current, 'json');
    const editor = monaco.editor.create(host.current, {
      model,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      lineNumbersMinChars: 3,
      scrollBeyondLastLine: false,
      wordWrap: 'on',
      tabSize: 2,
      fixedOverflowWidgets: true,
      padding: { top: 6, bottom: 6 },
      ariaLabel,
    });
    editorRef.current = editor;
    const sub = editor.onDidChangeModelContent(() => changed(editor.getValue()));
    return () => {
      sub.dispose();
      editor.dispose();
      model.dispose();
      editorRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the label is set once with the editor
  }, [monaco]);

  // Text set from outside replaces the editor's.
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model && model.getValue() !== value) model.setValue(value);
  }, [monaco, value]);

  useEffect(() => {
    const area = host.current?.querySelector('textarea');
    if (!area) return;
    if (id) area.id = id;
    if (describedBy) area.setAttribute('aria-describedby', describedBy);
    else area.removeAttribute('aria-describedby');
    if (invalid) area.setAttribute('aria-invalid', 'true');
    else area.removeAttribute('aria-invalid');
  }, [monaco, id, describedBy, invalid]);

  useEffect(() => {
    if (monaco) applyLoupeTheme(monaco, theme === 'dark');
  }, [monaco, theme]);

  return (
    <div
      className={`lp-json-editor${invalid ? ' lp-json-editor--invalid' : ''}`}
      style={{ height }}
      data-test={rest['data-test']}
    >
      <div ref={host} className="lp-json-editor__host" />
      {!monaco && !error && (
        <div className="lp-json-editor__status">
          <Spinner size={16} /> {t('Loading the editor...')}
        </div>
      )}
      {error && (
        <div className="lp-json-editor__status" role="alert">
          {t('The editor could not be loaded: %s', error)}
        </div>
      )}
    </div>
  );
}
