import { useEffect } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { horizonLayout } from './horizon-layout.ts';
import type { HorizonRenderProps } from './transform-props.ts';

/** The horizon chart in SVG: a row per series, folded bands coloured by magnitude and sign. */
export default function HorizonChart(props: ChartComponentProps<HorizonRenderProps>) {
  const { width, height, theme, hooks } = props;
  const labelWidth = Math.min(160, width * 0.25);
  const rows = horizonLayout(props.series, {
    width,
    rowHeight: props.seriesHeight,
    colorScale: props.colorScale,
    labelWidth,
  });
  useEffect(() => {
    hooks.onRenderSuccess?.();
  }, [hooks, props.series]);
  return (
    <div style={{ width, height, overflowY: 'auto' }}>
      <svg width={width} height={Math.max(height, rows.length * props.seriesHeight)} role="img">
        {rows.map((row) => (
          <g key={row.key}>
            {row.areas.map((area, index) => (
              <polygon key={index} points={area.points} fill={area.color} />
            ))}
            <line
              x1={labelWidth}
              x2={width}
              y1={row.top + row.height}
              y2={row.top + row.height}
              stroke={theme.gridLine}
            />
            <text
              x={4}
              y={row.top + row.height / 2 + theme.fontSize / 3}
              fontFamily={theme.fontFamily}
              fontSize={theme.fontSize}
              fill={theme.text}
            >
              {row.key}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
