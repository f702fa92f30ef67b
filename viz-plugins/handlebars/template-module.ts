// Running a template in the page without eval: the CSP (`script-src 'self' … blob:`) refuses
// Handlebars.compile's `new Function`, so the precompiled spec becomes a module
// (`export default <spec>`) imported from a blob: URL, and Handlebars.template() wraps it.
import type { HandlebarsTemplate, TemplateSpec } from '../../core/viz/template/handlebars.ts';
import { handlebars } from './environment.ts';

const MAX_CACHED = 50;
const cache = new Map<string, Promise<HandlebarsTemplate>>();

async function importSpec(spec: string): Promise<TemplateSpec> {
  const url = URL.createObjectURL(new Blob([`export default ${spec};\n`], { type: 'text/javascript' }));
  try {
    const mod = (await import(/* @vite-ignore */ url)) as { default: TemplateSpec };
    return mod.default;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The runnable template of a precompiled spec (one import per distinct spec, kept for the next draw). */
export function loadTemplate(spec: string): Promise<HandlebarsTemplate> {
  let template = cache.get(spec);
  if (!template) {
    template = importSpec(spec).then((s) => handlebars.fromSpec(s));
    void template.catch(() => cache.delete(spec));
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(spec, template);
  }
  return template;
}
