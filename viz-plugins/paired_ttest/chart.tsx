// The paired t-test tables: one per metric, each group's p-value, lift and significance against a
// control group the user picks by clicking a row (Superset's TTestTable).
import { useEffect, useState, type CSSProperties } from 'react';
import type { ChartComponentProps, VizTheme } from '../../core/viz/index.ts';
import { tTestRows } from './paired-table.ts';
import type { PairedTTestRenderProps, TTestSeries } from './types.ts';

function MetricTable(props: {
  label: string;
  series: TTestSeries[];
  groups: string[];
  alpha: number;
  pValuePrecision: number;
  liftPrecision: number;
  theme: VizTheme;
}) {
  const [control, setControl] = useState(0);
  const rows = tTestRows(props.series, control, props.alpha);
  const { theme } = props;
  const cell: CSSProperties = { padding: '4px 8px', borderBottom: `1px solid ${theme.gridLine}`, whiteSpace: 'nowrap' };
  const head: CSSProperties = {
    ...cell,
    borderBottom: `2px solid ${theme.border}`,
    textAlign: 'left',
    background: theme.surface,
  };
  const headers = props.groups.length ? props.groups : ['Group'];
  return (
    <div style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: theme.fontSize + 2, margin: '8px 0' }}>{props.label}</h3>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {headers.map((g) => (
              <th key={g} style={head}>
                {g}
              </th>
            ))}
            <th style={head}>p-value</th>
            <th style={head}>Lift %</th>
            <th style={head}>Significant</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={row.group.join('\u0000')}
              onClick={() => setControl(i)}
              style={{
                cursor: 'pointer',
                background: row.isControl ? theme.surface : undefined,
                fontWeight: row.isControl ? 600 : undefined,
              }}
            >
              {row.group.map((g, j) => (
                <td key={j} style={cell}>
                  {g}
                </td>
              ))}
              <td style={{ ...cell, textAlign: 'right' }}>
                {row.isControl
                  ? 'control'
                  : Number.isNaN(row.pValue)
                    ? 'NaN'
                    : row.pValue!.toFixed(props.pValuePrecision)}
              </td>
              <td
                style={{
                  ...cell,
                  textAlign: 'right',
                  color:
                    row.lift === null || Number.isNaN(row.lift)
                      ? undefined
                      : row.lift >= 0
                        ? theme.positive
                        : theme.negative,
                }}
              >
                {row.isControl ? 'control' : Number.isFinite(row.lift) ? row.lift!.toFixed(props.liftPrecision) : 'NaN'}
              </td>
              <td style={cell}>{row.isControl ? '' : row.significant ? 'true' : 'false'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PairedTTestChart(props: ChartComponentProps<PairedTTestRenderProps>) {
  const { theme, width, height, hooks } = props;
  useEffect(() => hooks.onRenderSuccess?.(), [hooks, props.metrics]);
  return (
    <div
      style={{
        width,
        height,
        overflow: 'auto',
        color: theme.text,
        background: theme.background,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize,
      }}
    >
      {props.metrics.map((m) => (
        <MetricTable
          key={m.metric}
          label={m.label}
          series={m.series}
          groups={props.groups}
          alpha={props.alpha}
          pValuePrecision={props.pValuePrecision}
          liftPrecision={props.liftPrecision}
          theme={theme}
        />
      ))}
    </div>
  );
}
