// The layout editor's messages, word for word from the spec (§8); callers pass them through t().
export const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TAB_INTO_NESTED = 'Can not move top level tab into nested tabs';
export const MOVED_TO_DIFFERENT_SCOPE = 'This chart has been moved to a different filter scope.';
export const NO_CHART_DEFINITION = 'Sorry, there is no chart definition associated with the chart trying to be added.';
