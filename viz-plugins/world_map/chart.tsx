// The world map in the browser: the SDK's shared map view.
export { GeoMapChart as default } from '../../core/viz/react/geo-map-chart.tsx';
