import { MapChart } from 'echarts/charts';
import { registerMap, use as registerEChartsParts } from 'echarts/core';
import { GEO_MAPS, type GeoMapName } from './load-geo.ts';

// ECharts draws a `map` series only once its geometry is registered by name. Map charts list the
// names in their render props (`geoMaps`); the browser chart and the server renderer both await
// `registerGeoMaps(names)` before drawing the option.

const registered = new Map<string, Promise<void>>();

// echarts/core's registerMap does nothing until the map chart (geo) part is installed.
registerEChartsParts([MapChart]);

export function isGeoMapName(name: string): name is GeoMapName {
  return Object.hasOwn(GEO_MAPS, name);
}

export function registerGeoMaps(names: readonly string[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      if (!isGeoMapName(name)) return Promise.reject(new Error(`Unknown map "${name}"`));
      let done = registered.get(name);
      if (!done) {
        done = GEO_MAPS[name]().then((geo) => registerMap(name, geo as unknown as Parameters<typeof registerMap>[1]));
        registered.set(name, done);
      }
      return done;
    }),
  ).then(() => undefined);
}
