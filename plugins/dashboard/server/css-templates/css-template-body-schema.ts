/** Bodies of POST and PUT `/api/v1/css_template/` (add_columns = edit_columns = css, template_name). */
const properties = {
  template_name: { type: ['string', 'null'], maxLength: 250 },
  css: { type: ['string', 'null'], maxLength: 1_000_000 },
} as const;

export const createCssTemplateSchema = { type: 'object', additionalProperties: false, properties } as const;
export const updateCssTemplateSchema = createCssTemplateSchema;

export interface CssTemplateBody {
  template_name?: string | null;
  css?: string | null;
}
