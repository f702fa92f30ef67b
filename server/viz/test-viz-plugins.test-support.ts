// Two tiny chart plugins that prove both server drawing paths (ECharts SSR and a static SVG
// renderer) while the catalogue is still being written.
import { defineVizPlugin, type ChartProps, type EChartsRenderProps, type QueryFormData } from '../../core/viz/index.ts';
import { drawTable, svgDocument } from '../../core/viz/svg/index.ts';

const metadata = {
  category: 'Other' as const,
  tags: [],
  description: 'test',
  thumbnail: '',
  behaviors: [],
  exampleGallery: [],
};

/** A query context for one metric grouped by `groupby`, as a table chart would ask. */
function buildQuery(formData: QueryFormData) {
  return {
    datasource: { id: Number(String(formData.datasource).split('__')[0]), type: 'table' },
    force: false,
    queries: [
      {
        columns: (formData.groupby as string[] | undefined) ?? [],
        metrics: (formData.metrics as unknown[] | undefined) ?? [],
        orderby: [],
        row_limit: 10,
        // Simple adhoc filters as plain filters (enough for the tests' "no rows" chart).
        filters: (
          (formData.adhoc_filters as { subject: string; operator: string; comparator: unknown }[] | undefined) ?? []
        ).map((filter) => ({ col: filter.subject, op: filter.operator, val: filter.comparator })),
        extras: {},
      },
    ],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  } as never;
}

function bars(props: ChartProps): EChartsRenderProps {
  if (props.formData.fail) throw new Error('cannot draw this');
  const [result] = props.queriesData;
  const [category, value] = result!.colnames;
  return {
    echartOptions: {
      xAxis: { type: 'category', data: result!.data.map((row) => row[category!]) },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', data: result!.data.map((row) => row[value!]) }],
    },
  };
}

export const testBarPlugin = defineVizPlugin({
  metadata: { ...metadata, vizType: 'test_bar', name: 'Test bar' },
  controlPanel: async () => ({ default: { controlPanelSections: [] } }),
  buildQuery: async () => ({ default: buildQuery }),
  transformProps: async () => ({ default: bars }),
  loadChart: async () => ({ default: (() => null) as never }),
  serverRender: 'echarts',
});

interface TableProps {
  colnames: string[];
  rows: (string | number | null)[][];
}

export const testTablePlugin = defineVizPlugin<QueryFormData, TableProps>({
  metadata: { ...metadata, vizType: 'test_table', name: 'Test table' },
  controlPanel: async () => ({ default: { controlPanelSections: [] } }),
  buildQuery: async () => ({ default: buildQuery }),
  transformProps: async () => ({
    default: (props) => {
      const [result] = props.queriesData;
      return {
        colnames: result!.colnames,
        rows: result!.data.map((row) => result!.colnames.map((name) => row[name] as string | number | null)),
      };
    },
  }),
  loadChart: async () => ({ default: (() => null) as never }),
  serverRender: async () => ({
    default: (props, size) =>
      svgDocument(size.width, size.height, size.theme.background, [
        drawTable({
          x: 8,
          y: 8,
          width: size.width - 16,
          height: size.height - 16,
          columns: props.colnames.map((label) => ({ label })),
          rows: props.rows,
          theme: size.theme,
        }),
      ]),
  }),
});
