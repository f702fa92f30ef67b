import { timeseriesControlPanel } from '../../core/viz/timeseries/index.ts';

export default timeseriesControlPanel('generic');
