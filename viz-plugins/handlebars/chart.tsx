// The handlebars chart in the browser: the template (imported from its precompiled spec, see
// template-module.ts) run over the data, the output sanitised, with the chart's own CSS scoped
// under its container.
import { useEffect, useId, useMemo, useState } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { sanitizeCss, sanitizeHtml } from '../../core/viz/react/sanitize-html.ts';
import { scopeCss } from './scope-css.ts';
import { loadTemplate } from './template-module.ts';
import type { HandlebarsRenderProps } from './types.ts';

type Output = { spec: string; context: unknown; html: string; error: string | null };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function HandlebarsChart(props: ChartComponentProps<HandlebarsRenderProps>) {
  const { theme, width, height, hooks, spec, context } = props;
  const scope = `hb-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const css = useMemo(() => scopeCss(sanitizeCss(props.css), `.${scope}`), [props.css, scope]);
  const [output, setOutput] = useState<Output | null>(null);

  useEffect(() => {
    if (props.error) return;
    let live = true;
    loadTemplate(spec).then(
      (template) => {
        let html = '';
        let error: string | null = null;
        try {
          html = sanitizeHtml(template(context));
        } catch (err) {
          error = message(err);
        }
        if (live) setOutput({ spec, context, html, error });
      },
      (err: unknown) => live && setOutput({ spec, context, html: '', error: message(err) }),
    );
    return () => {
      live = false;
    };
  }, [spec, context, props.error]);

  const current = output && output.spec === spec && output.context === context ? output : null;
  const error = props.error ?? current?.error ?? null;
  useEffect(() => {
    if (current && !current.error) hooks.onRenderSuccess?.();
  }, [hooks, current]);

  if (error) {
    return (
      <pre
        style={{
          width,
          height,
          margin: 0,
          overflow: 'auto',
          color: theme.negative,
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
        }}
      >
        {error}
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
      aria-busy={current ? undefined : true}
    >
      <style>{css}</style>
      {current && <div dangerouslySetInnerHTML={{ __html: current.html }} />}
    </div>
  );
}
