export { DataGrid, type DataGridProps } from './data-grid.tsx';
export { GenericDataType, arrowTableData, columnarData, type GridColumn, type GridData } from './grid-data.ts';
export { copyGridToClipboard, downloadGridCsv } from './grid-clipboard.ts';
export { formatCell, formatEpochMs } from './cell-format.ts';
