import { TimeseriesChart } from '../../core/viz/react/timeseries-chart.tsx';

export default TimeseriesChart;
