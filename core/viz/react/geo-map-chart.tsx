// The world and country maps' shared browser view (both draw an ECharts map series over GeoJSON).
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import type { ChartComponentProps, EChartsRenderProps } from '../plugin/chart-props.ts';
import { registerGeoMaps } from '../geo/register-map.ts';
import { contextMenuFilters, toggleCrossFilter, type LabelMap } from '../interaction/cross-filter.ts';
import { EChartsView, type EChartsEventHandlers } from './echarts-view.tsx';
import { MapWithUnmatched } from './unmatched-note.tsx';

registerEChartsParts([MapChart, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** What the map charts' transformProps hand the view (world_map, country_map). */
export type GeoMapRenderProps = EChartsRenderProps & {
  /** ECharts map names the option draws; registered before drawing (core/viz/geo). */
  geoMaps: string[];
  entity: string;
  /** Region name on the map → the dataset value it came from. */
  labelMap: LabelMap;
  /** Dataset values that matched no region. */
  unmatched: string[];
};

/** The map charts' browser view: registers the maps, then draws; a click cross-filters on the region. */
export function GeoMapChart(props: ChartComponentProps<GeoMapRenderProps>) {
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
