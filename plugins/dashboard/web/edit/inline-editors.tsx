// Inline editing in edit mode: header and tab titles as text fields, markdown as a text area while
// it is being edited (drawn as markdown otherwise).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import type { HeaderSize, LayoutComponent } from '../../shared/layout-types.ts';
import { useEdit } from './edit-context.ts';

/** A text field that commits on blur or Enter and reverts on Escape. */
export function TitleField({
  component,
  placeholder,
  className,
  autoFocus,
  onDone,
}: {
  component: LayoutComponent;
  placeholder: string;
  className: string;
  autoFocus?: boolean;
  /** Called after the field commits (blur, Enter) or reverts (Escape). */
  onDone?: () => void;
}) {
  const { editor } = useEdit();
  const saved = String(component.meta?.text ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);
  const value = draft ?? saved;
  const commit = () => {
    if (!cancelled.current && draft !== null && draft !== saved) editor.updateMeta(component.id, { text: draft });
    cancelled.current = false;
    setDraft(null);
    onDone?.();
  };
  return (
    <input
      autoFocus={autoFocus}
      className={className}
      value={value}
      placeholder={placeholder}
      aria-label={placeholder}
      data-test="editable-title-input"
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setDraft(null);
          if (onDone) {
            cancelled.current = true;
            e.currentTarget.blur();
          }
        }
      }}
    />
  );
}

const HEADER_SIZES: { value: HeaderSize; label: string }[] = [
  { value: 'SMALL_HEADER', label: 'Small' },
  { value: 'MEDIUM_HEADER', label: 'Medium' },
  { value: 'LARGE_HEADER', label: 'Large' },
];

export function HeaderEditor({ component }: { component: LayoutComponent }) {
  const { editor } = useEdit();
  const size = (component.meta?.headerSize as HeaderSize | undefined) ?? 'MEDIUM_HEADER';
  return (
    <div
      className={`dash-edit__header dash-edit__header--${size.toLowerCase()}`}
      data-test="dashboard-component-header"
    >
      <TitleField component={component} placeholder={t('New header')} className="dash-edit__header-input" />
      <select
        className="dash-edit__header-size"
        aria-label={t('Header size')}
        value={size}
        onPointerDown={(e) => e.stopPropagation()}
        onChange={(e) => editor.updateMeta(component.id, { headerSize: e.target.value as HeaderSize })}
      >
        {HEADER_SIZES.map((s) => (
          <option key={s.value} value={s.value}>
            {t(s.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Markdown: the drawn block until clicked, then a text area until it loses focus. */
export function MarkdownEditor({ component, rendered }: { component: LayoutComponent; rendered: ReactNode }) {
  const { editor } = useEdit();
  const { editingId } = useSnapshot(editor.flags);
  const editing = editingId === component.id;
  const saved = String(component.meta?.code ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? saved;
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (editing) area.current?.focus();
  }, [editing]);
  if (!editing) {
    return (
      <div
        className="dash-edit__markdown-preview"
        role="button"
        tabIndex={0}
        aria-label={t('Edit markdown')}
        onClick={() => editor.setEditing(component.id)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            editor.setEditing(component.id);
          }
        }}
      >
        {rendered}
      </div>
    );
  }
  return (
    <textarea
      ref={area}
      className="dash-edit__markdown-input"
      aria-label={t('Markdown')}
      data-test="markdown-editor"
      value={value}
      onChange={(e) => setDraft(e.target.value)}
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape') e.currentTarget.blur();
      }}
      onBlur={() => {
        editor.setEditing(null);
        if (draft !== null && draft !== saved) editor.updateMeta(component.id, { code: draft });
        setDraft(null);
      }}
    />
  );
}
