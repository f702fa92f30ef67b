import { buildTimeseriesQuery } from '../../core/viz/timeseries/index.ts';

export default buildTimeseriesQuery;
