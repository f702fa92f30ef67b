import { useEffect } from 'react';
import { sanitizeCss } from '../../../../core/viz/react/sanitize-html.ts';

/**
 * The dashboard's own CSS (its `css` field), applied to the page only (`@scope (.<scope>)`) and
 * removed when the page is left or the CSS changes. No closing tag, @import or scriptable URL.
 */
export function useDashboardCss(css: string, scope: string): void {
  useEffect(() => {
    if (!css.trim()) return;
    const style = document.createElement('style');
    style.dataset.dashboardCss = scope;
    style.textContent = `@scope (.${scope}) {\n${sanitizeCss(css)}\n}`;
    document.head.append(style);
    return () => style.remove();
  }, [css, scope]);
}
