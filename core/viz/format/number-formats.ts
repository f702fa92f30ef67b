// Superset's named number formats (superset-ui-core/src/number-format/NumberFormats.ts): the ids a
// saved chart's `y_axis_format`, `number_format`… hold. Plain d3-format strings, except the SMART_*
// and the named formatters the registry knows (durations, memory).

export const NumberFormats = {
  DOLLAR: '$,.2f',
  DOLLAR_SIGNED: '+$,.2f',
  DOLLAR_ROUND: '$,d',
  DOLLAR_ROUND_SIGNED: '+$,d',
  FLOAT: ',.2f',
  FLOAT_1_POINT: ',.1f',
  FLOAT_2_POINT: ',.2f',
  FLOAT_3_POINT: ',.3f',
  FLOAT_SIGNED: '+,.2f',
  FLOAT_SIGNED_1_POINT: '+,.1f',
  FLOAT_SIGNED_2_POINT: '+,.2f',
  FLOAT_SIGNED_3_POINT: '+,.3f',
  INTEGER: ',d',
  INTEGER_SIGNED: '+,d',
  PERCENT: ',.2%',
  PERCENT_1_POINT: ',.1%',
  PERCENT_2_POINT: ',.2%',
  PERCENT_3_POINT: ',.3%',
  PERCENT_SIGNED: '+,.2%',
  PERCENT_SIGNED_1_POINT: '+,.1%',
  PERCENT_SIGNED_2_POINT: '+,.2%',
  PERCENT_SIGNED_3_POINT: '+,.3%',
  SI: '.3s',
  SI_1_DIGIT: '.1s',
  SI_2_DIGIT: '.2s',
  SI_3_DIGIT: '.3s',
  SMART_NUMBER: 'SMART_NUMBER',
  SMART_NUMBER_SIGNED: 'SMART_NUMBER_SIGNED',
  OVER_MAX_HIDDEN: 'OVER_MAX_HIDDEN',
  DURATION: 'DURATION',
  DURATION_SUB: 'DURATION_SUB',
  DURATION_COL: 'DURATION_COL',
  MEMORY_DECIMAL: 'MEMORY_DECIMAL',
  MEMORY_BINARY: 'MEMORY_BINARY',
  MEMORY_TRANSFER_RATE_DECIMAL: 'MEMORY_TRANSFER_RATE_DECIMAL',
  MEMORY_TRANSFER_RATE_BINARY: 'MEMORY_TRANSFER_RATE_BINARY',
} as const;

/** The value Superset previews a number format with in the format picker. */
export const PREVIEW_VALUE = 12345.432;
