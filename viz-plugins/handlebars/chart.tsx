// The handlebars chart in the browser: the rendered template, sanitised, with the chart's own CSS
// scoped under its container.
import { useEffect, useId, useMemo } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { sanitizeCss, sanitizeHtml } from '../../core/viz/react/sanitize-html.ts';
import { scopeCss } from './scope-css.ts';
import type { HandlebarsRenderProps } from './types.ts';

export default function HandlebarsChart(props: ChartComponentProps<HandlebarsRenderProps>) {
  const { theme, width, height, hooks } = props;
  const scope = `hb-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const html = useMemo(() => sanitizeHtml(props.html), [props.html]);
  const css = useMemo(() => scopeCss(sanitizeCss(props.css), `.${scope}`), [props.css, scope]);
  useEffect(() => hooks.onRenderSuccess?.(), [hooks, html]);
  if (props.error) {
    return (
      <pre
        style={{
          width,
          height,
          overflow: 'auto',
          color: theme.negative,
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
        }}
      >
        {props.error}
      </pre>
    );
  }
  return (
    <div
      className={scope}
      style={{
        width,
        height,
        overflow: 'auto',
        color: theme.text,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize,
      }}
    >
      <style>{css}</style>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
