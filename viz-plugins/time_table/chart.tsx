// The time-series table in the browser: one row per metric (or group value), one cell per
// configured column, sparklines as small SVG paths.
import { useEffect, type CSSProperties } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { sparklinePath } from './sparkline.ts';
import type { TimeTableCell, TimeTableRenderProps } from './types.ts';

function Cell({ cell, width, height, color }: { cell: TimeTableCell; width: number; height: number; color: string }) {
  if (cell.kind === 'spark') {
    return (
      <svg width={width} height={height} role="img" aria-label="sparkline">
        <path
          d={sparklinePath(cell.values, cell.min, cell.max, width, height - 2)}
          fill="none"
          stroke={color}
          strokeWidth={1.5}
          transform="translate(0 1)"
        />
      </svg>
    );
  }
  if (cell.kind === 'error') return <span title={cell.text}>{cell.text}</span>;
  return <span style={{ color: cell.color ?? undefined }}>{cell.text}</span>;
}

export default function TimeTableChart(props: ChartComponentProps<TimeTableRenderProps>) {
  const { theme, width, height, hooks, columns, rows } = props;
  useEffect(() => hooks.onRenderSuccess?.(), [hooks, rows]);
  const td: CSSProperties = { padding: '4px 8px', borderBottom: `1px solid ${theme.gridLine}`, whiteSpace: 'nowrap' };
  const th: CSSProperties = {
    ...td,
    borderBottom: `2px solid ${theme.border}`,
    background: theme.surface,
    textAlign: 'left',
  };
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
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={th}>{props.rowType === 'column' ? 'Group' : 'Metric'}</th>
            {columns.map((c) => (
              <th
                key={c.key}
                style={{ ...th, textAlign: c.config.colType === 'spark' ? 'left' : 'right' }}
                title={c.tooltip}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td style={td}>
                {props.url ? (
                  <a href={props.url.replace('{{metric}}', encodeURIComponent(row.key))}>{row.label}</a>
                ) : (
                  row.label
                )}
              </td>
              {row.cells.map((cell, i) => {
                const config = columns[i]!.config;
                return (
                  <td key={columns[i]!.key} style={{ ...td, textAlign: cell.kind === 'spark' ? 'left' : 'right' }}>
                    <Cell
                      cell={cell}
                      width={Number(config.width) || 120}
                      height={Number(config.height) || 24}
                      color={theme.primary}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
