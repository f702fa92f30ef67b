import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import type { ChartComponentProps } from '../../core/viz/index.ts';
import { registerGeoMaps } from '../../core/viz/geo/register-map.ts';
import { contextMenuFilters, toggleCrossFilter } from '../../core/viz/interaction/cross-filter.ts';
import { EChartsView, type EChartsEventHandlers } from '../../core/viz/react/echarts-view.tsx';
import { MapWithUnmatched } from '../../core/viz/react/unmatched-note.tsx';
import type { CountryMapRenderProps } from './transform-props.ts';

registerEChartsParts([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export default function CountryMap(props: ChartComponentProps<CountryMapRenderProps>) {
  const {
    echartOptions,
    width,
    height,
    hooks,
    geoMaps,
    entity,
    labelMap,
    emitCrossFilters,
    filterState,
    unmatched,
    theme,
  } = props;
  const [ready, setReady] = useState(false);
  const mapsKey = geoMaps.join(',');
  useEffect(() => {
    let live = true;
    registerGeoMaps(mapsKey.split(',')).then(
      () => live && setReady(true),
      (error: unknown) => hooks.onRenderFailure?.(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [mapsKey, hooks]);
  const selected = filterState?.selectedValues;
  const eventHandlers = useMemo<EChartsEventHandlers>(
    () => ({
      click: (params) => {
        const name = String(params.name);
        if (emitCrossFilters && labelMap[name])
          hooks.setDataMask(toggleCrossFilter([entity], name, selected, labelMap));
      },
      contextmenu: (params) => {
        const name = String(params.name);
        const event = (params.event as { event?: MouseEvent } | undefined)?.event;
        if (!labelMap[name] || !event || !hooks.onContextMenu) return;
        event.preventDefault();
        hooks.onContextMenu(event.clientX, event.clientY, contextMenuFilters([entity], name, selected, labelMap));
      },
    }),
    [emitCrossFilters, entity, hooks, labelMap, selected],
  );
  if (!ready) return <div style={{ width, height }} />;
  return (
    <MapWithUnmatched unmatched={unmatched} width={width} height={height} theme={theme}>
      {(mapHeight) => (
        <EChartsView
          option={echartOptions}
          width={width}
          height={mapHeight}
          eventHandlers={eventHandlers}
          onRendered={hooks.onRenderSuccess}
        />
      )}
    </MapWithUnmatched>
  );
}
