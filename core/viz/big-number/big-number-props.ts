// Render props shared by big_number_total, big_number (trendline) and pop_kpi: what the React view
// and the static SVG renderer both draw.
export interface BigNumberRenderProps {
  /** The header text, already formatted ('N/A'-free: null draws the no-data message). */
  headerText: string | null;
  /** Header height as a share of the chart height (Superset's header_font_size). */
  headerFontSize: number;
  subheaderText: string;
  subheaderFontSize: number;
  /** The timestamp of the shown value (trendline chart with show_timestamp). */
  timestampText?: string;
  /** 'positive' / 'negative' colour the subheader when it is a change. */
  changeSign?: 'positive' | 'negative' | null;
  /** Header colour (conditional formatting / the trendline's colour); theme text when absent. */
  headerColor?: string;
  /** Trendline: points and the ECharts option drawing them under the number. */
  trendline?: { points: [number, number | null][]; color: string; echartOptions: Record<string, unknown> } | null;
  /** Period-over-period boxes under the number (pop_kpi): previous value, change, percent change. */
  comparisons?: BigNumberComparison[];
}

export interface BigNumberComparison {
  symbol: string;
  label: string;
  value: string;
  tone?: 'positive' | 'negative' | null;
}

export const NO_DATA_TEXT = 'No data';
