import { useMemo } from 'react';
import type { LayoutComponent } from '../../shared/index.ts';
import { useDashboardView } from './dashboard-view-context.ts';
import { unitHeight } from './grid-geometry.ts';
import { renderMarkdown } from './render-markdown.ts';

/** A markdown block: rendered with markdown-it, sanitised with DOMPurify (render-markdown.ts). */
export function MarkdownBlock({ component, width }: { component: LayoutComponent; width: number }) {
  const { escapeMarkdownHtml } = useDashboardView();
  const source = String(component.meta?.code ?? '');
  const html = useMemo(() => renderMarkdown(source, escapeMarkdownHtml), [source, escapeMarkdownHtml]);
  return (
    <div
      className="dash-card dash-markdown"
      style={{ width, height: unitHeight(component.meta?.height) }}
      data-test="dashboard-markdown-editor"
      data-layout-id={component.id}
    >
      {/* Sanitised above: no script, handler, javascript: URL, iframe or style survives. */}
      <div className="dash-markdown__body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
