import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect } from 'react';
import { NO_DATA_TEXT, type BigNumberRenderProps } from '../big-number/big-number-props.ts';
import { bigNumberLayout } from '../big-number/layout.ts';
import type { ChartComponentProps } from '../plugin/chart-props.ts';
import { EChartsView } from './echarts-view.tsx';

registerEChartsParts([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * A big number in big text (Superset BigNumber/BigNumberViz.tsx): the header sized to the chart,
 * the subheader (green/red when it is a change), the timestamp, and the trendline drawn by ECharts.
 */
export function BigNumberView(props: ChartComponentProps<BigNumberRenderProps>) {
  const { width, height, theme, hooks, trendline } = props;
  const layout = bigNumberLayout({ ...props, hasTrendline: Boolean(trendline) }, width, height);
  const subColor =
    props.changeSign === 'positive'
      ? theme.positive
      : props.changeSign === 'negative'
        ? theme.negative
        : theme.textMuted;
  useEffect(() => {
    if (!trendline) hooks.onRenderSuccess?.();
  }, [trendline, hooks]);
  const textBlock = (
    <div
      style={{
        height: layout.trendline ? layout.trendline.top : height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        fontFamily: theme.fontFamily,
        color: theme.text,
        lineHeight: 1.15,
        overflow: 'hidden',
      }}
    >
      <div style={{ fontSize: layout.header.fontSize, fontWeight: 600, color: props.headerColor ?? theme.text }}>
        {props.headerText ?? NO_DATA_TEXT}
      </div>
      {props.subheaderText ? (
        <div style={{ fontSize: layout.subheader.fontSize, color: subColor }}>{props.subheaderText}</div>
      ) : null}
      {props.comparisons?.length && layout.comparisons ? (
        <div
          style={{
            display: 'flex',
            gap: layout.comparisons.fontSize * 2,
            marginTop: layout.comparisons.fontSize * 0.6,
          }}
        >
          {props.comparisons.map((item) => (
            <div key={item.label} style={{ textAlign: 'center' }}>
              <div style={{ fontSize: layout.comparisons!.fontSize * 0.8, color: theme.textMuted }}>
                {item.symbol} {item.label}
              </div>
              <div
                style={{
                  fontSize: layout.comparisons!.fontSize,
                  fontWeight: 600,
                  color:
                    item.tone === 'positive' ? theme.positive : item.tone === 'negative' ? theme.negative : theme.text,
                }}
              >
                {item.value}
              </div>
            </div>
          ))}
        </div>
      ) : null}
      {props.timestampText && layout.timestamp ? (
        <div style={{ fontSize: layout.timestamp.fontSize, color: theme.textMuted }}>{props.timestampText}</div>
      ) : null}
    </div>
  );
  return (
    <div style={{ width, height, background: 'transparent' }}>
      {textBlock}
      {trendline && layout.trendline ? (
        <EChartsView
          option={trendline.echartOptions}
          width={width}
          height={Math.max(1, Math.floor(layout.trendline.height))}
          onRendered={hooks.onRenderSuccess}
          onError={hooks.onRenderFailure}
        />
      ) : null}
    </div>
  );
}
