import type { SequentialScheme } from './color-scheme.ts';

// Superset's sequential and diverging schemes, ids and colours exactly as
// superset-ui-core/src/color/colorSchemes/sequential/common.ts and d3.ts define them
// (form_data.linear_color_scheme names them).

const seq = (id: string, label: string, colors: string[], isDiverging = false): SequentialScheme => ({
  id,
  label,
  colors,
  isDiverging,
});

// prettier-ignore
export const SEQUENTIAL_SCHEMES: readonly SequentialScheme[] = [
  seq('blue_white_yellow', 'blue/white/yellow', ['#00d1c1', 'white', '#ffb400']),
  seq('fire', 'fire', ['white', 'yellow', 'red', 'black']),
  seq('white_black', 'white/black', ['white', 'black']),
  seq('black_white', 'black/white', ['black', 'white']),
  seq('dark_blue', 'dark blues', ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935']),
  seq('pink_grey', 'pink/grey', ['#E70B81', '#FAFAFA', '#666666'], true),
  seq('greens', 'greens', ['#ffffcc', '#78c679', '#006837']),
  seq('purples', 'purples', ['#f2f0f7', '#9e9ac8', '#54278f']),
  seq('oranges', 'oranges', ['#fef0d9', '#fc8d59', '#b30000']),
  seq('red_yellow_blue', 'red/yellow/blue', ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'], true),
  seq('brown_white_green', 'brown/white/green', ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'], true),
  seq('purple_white_green', 'purple/white/green', ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'], true),
  seq('superset_seq_1', 'Superset Sequential #1', [
    '#F4FAD4', '#D7F1AC', '#A9E3AF', '#82CDBB', '#63C1BF', '#1FA8C9', '#2367AC', '#2A2D84', '#251354', '#050415',
  ]),
  seq('superset_seq_2', 'Superset Sequential #2', [
    '#FBF1B4', '#FDD093', '#FEAD71', '#FF7F44', '#E04355', '#C53D6F', '#952B7B', '#4F167B', '#251354', '#050415',
  ]),
  seq('superset_div_1', 'Superset Diverging #1', [
    '#E04355', '#E87180', '#EFA1AA', '#F7D0D4', '#F6F6F7', '#C8E9F1', '#8FD3E4', '#58BDD7', '#1FA8C9',
  ]),
  seq('superset_div_2', 'Superset Diverging #2', [
    '#FF7F44', '#FF9E72', '#FEC0A1', '#FFDFD0', '#F6F6F7', '#C8E9F1', '#8FD3E4', '#58BDD7', '#1FA8C9',
  ]),
  seq('preset_seq_1', 'Preset Sequential #1', [
    '#F3FAEB', '#DEF2D7', '#CAEAC4', '#98DEBC', '#69D3B5', '#4AA59D', '#287886', '#0D5B6A', '#03273F', '#03273F',
  ]),
  seq('preset_seq_2', 'Preset Sequential #2', [
    '#FEECE8', '#FDE2DA', '#FCCEC2', '#F998AA', '#F76896', '#D13186', '#AC0378', '#790071', '#43026C', '#050415',
  ]),
  seq('preset_div_1', 'Preset Diverging #1', [
    '#B17BAA', '#C59DC0', '#D9BDD5', '#D9BDD5', '#F6F6F7', '#CBEFE5', '#98DECA', '#64D0B0', '#32BE96',
  ]),
  seq('preset_div_2', 'Preset Diverging #2', [
    '#CB5171', '#D87C94', '#E5A8B7', '#F2D3DB', '#F6F6F7', '#CEE8EC', '#9CD1D8', '#6CBAC6', '#3AA3B2',
  ]),
  seq('echarts_gradient', 'ECharts gradient', ['#f6EFA6', '#D88273', '#BF444C']),
  seq('schemeRdBu', 'red/blue', [
    '#67001f', '#b2182b', '#d6604d', '#f4a582', '#fddbc7', '#d1e5f0', '#92c5de', '#4393c3', '#2166ac', '#053061',
  ], true),
  seq('schemeBrBG', 'brown/green', [
    '#543005', '#8c510a', '#bf812d', '#dfc27d', '#f6e8c3', '#c7eae5', '#80cdc1', '#35978f', '#01665e', '#003c30',
  ], true),
  seq('schemePRGn', 'purple/green', [
    '#40004b', '#762a83', '#9970ab', '#c2a5cf', '#e7d4e8', '#d9f0d3', '#a6dba0', '#5aae61', '#1b7837', '#00441b',
  ], true),
  seq('schemePiYG', 'pink/green', [
    '#8e0152', '#c51b7d', '#de77ae', '#f1b6da', '#fde0ef', '#e6f5d0', '#b8e186', '#7fbc41', '#4d9221', '#276419',
  ], true),
  seq('schemePuOr', 'purple/orange', [
    '#2d004b', '#542788', '#8073ac', '#b2abd2', '#d8daeb', '#fee0b6', '#fdb863', '#e08214', '#b35806', '#7f3b08',
  ], true),
  seq('schemeRdGy', 'red/gray/black', [
    '#67001f', '#b2182b', '#d6604d', '#f4a582', '#fddbc7', '#e0e0e0', '#bababa', '#878787', '#4d4d4d', '#1a1a1a',
  ], true),
  seq('schemeRdYlBu', 'red/yellow/blue', [
    '#a50026', '#d73027', '#f46d43', '#fdae61', '#fee090', '#e0f3f8', '#abd9e9', '#74add1', '#4575b4', '#313695',
  ], true),
  seq('schemeRdYlGn', 'red/yellow/green', [
    '#a50026', '#d73027', '#f46d43', '#fdae61', '#fee08b', '#d9ef8b', '#a6d96a', '#66bd63', '#1a9850', '#006837',
  ], true),
  seq('schemeSpectral', 'rainbow', [
    '#9e0142', '#d53e4f', '#f46d43', '#fdae61', '#fee08b', '#e6f598', '#abdda4', '#66c2a5', '#3288bd', '#5e4fa2',
  ]),
  seq('schemeBlues', 'blues', ['#b5d4e9', '#93c3df', '#6daed5', '#4b97c9', '#2f7ebc', '#1864aa', '#0a4a90', '#08306b']),
  seq('schemeGreens', 'greens', ['#b7e2b1', '#97d494', '#73c378', '#4daf62', '#2f984f', '#157f3b', '#036429', '#00441b']),
  seq('schemeGrays', 'grays', ['#cecece', '#b4b4b4', '#979797', '#7a7a7a', '#5f5f5f', '#404040', '#1e1e1e', '#000000']),
  seq('schemeOranges', 'oranges', ['#fdc28c', '#fda762', '#fb8d3d', '#f2701d', '#e25609', '#c44103', '#9f3303', '#7f2704']),
  seq('schemePurples', 'purples', ['#cecee5', '#b6b5d8', '#9e9bc9', '#8782bc', '#7363ac', '#61409b', '#501f8c', '#3f007d']),
  seq('schemeReds', 'reds', ['#fcaa8e', '#fc8a6b', '#f9694c', '#ef4533', '#d92723', '#bb151a', '#970b13', '#67000d']),
  seq('schemeViridis', 'Viridis', [
    '#482475', '#414487', '#355f8d', '#2a788e', '#21918c', '#22a884', '#44bf70', '#7ad151', '#bddf26', '#fde725',
  ]),
  seq('schemeInferno', 'Inferno', [
    '#160b39', '#420a68', '#6a176e', '#932667', '#bc3754', '#dd513a', '#f37819', '#fca50a', '#f6d746', '#fcffa4',
  ]),
  seq('schemeMagma', 'Magma', [
    '#140e36', '#3b0f70', '#641a80', '#8c2981', '#b73779', '#de4968', '#f7705c', '#fe9f6d', '#fecf92', '#fcfdbf',
  ]),
  seq('schemeWarm', 'Warm', [
    '#963db3', '#bf3caf', '#e4419d', '#fe4b83', '#ff5e63', '#ff7847', '#fb9633', '#e2b72f', '#c6d63c', '#aff05b',
  ]),
  seq('schemeCool', 'Cool', [
    '#6054c8', '#4c6edb', '#368ce1', '#23abd8', '#1ac7c2', '#1ddfa3', '#30ef82', '#52f667', '#7ff658', '#aff05b',
  ]),
  seq('schemeCubehelixDefault', 'Cube Helix', [
    '#1a1530', '#163d4e', '#1f6642', '#54792f', '#a07949', '#d07e93', '#cf9cda', '#c1caf3', '#d2eeef', '#ffffff',
  ]),
  seq('schemeBuGn', 'blue/green', ['#b7e4da', '#8fd3c1', '#68c2a3', '#49b17f', '#2f9959', '#157f3c', '#036429', '#00441b']),
  seq('schemeBuPu', 'blue/purple', ['#b2cae1', '#9cb3d5', '#8f95c6', '#8c74b5', '#8952a5', '#852d8f', '#730f71', '#4d004b']),
  seq('schemeGnBu', 'green/blue', ['#bde5bf', '#9ed9bb', '#7bcbc4', '#58b7cd', '#399cc6', '#1d7eb7', '#0b60a1', '#084081']),
  seq('schemeOrRd', 'orange/red', ['#fdca94', '#fdb07a', '#fa8e5d', '#f16c49', '#e04530', '#c81d13', '#a70403', '#7f0000']),
  seq('schemePuBuGn', 'purple/blue/green', [
    '#bec9e2', '#98b9d9', '#69a8cf', '#4096c0', '#19879f', '#037877', '#016353', '#014636',
  ]),
  seq('schemePuBu', 'purple/blue', ['#bfc9e2', '#9bb9d9', '#72a8cf', '#4394c3', '#1a7db6', '#0667a1', '#045281', '#023858']),
  seq('schemePuRd', 'purple/red', ['#d0aad2', '#d08ac2', '#dd63ae', '#e33890', '#d71c6c', '#b70b4f', '#8f023a', '#67001f']),
  seq('schemeRdPu', 'red/purple', ['#fbb5bc', '#f993b0', '#f369a3', '#e03e98', '#c01788', '#99037c', '#700174', '#49006a']),
  seq('schemeYlGnBu', 'yellow/green/blue', [
    '#d5eeb3', '#a9ddb7', '#73c9bd', '#45b4c2', '#2897bf', '#2073b2', '#234ea0', '#1c3185', '#081d58',
  ]),
  seq('schemeYlGn', 'yellow/green', [
    '#e4f4ac', '#c7e89b', '#a2d88a', '#78c578', '#4eaf63', '#2f944e', '#15793f', '#036034', '#004529',
  ]),
  seq('schemeYlOrBr', 'yellow/orange/brown', [
    '#feeaa1', '#fed676', '#feba4a', '#fb992c', '#ee7918', '#d85b0a', '#b74304', '#8f3204', '#662506',
  ]),
  seq('schemeYlOrRd', 'yellow/orange/red', [
    '#fee087', '#fec965', '#feab4b', '#fd893c', '#fa5c2e', '#ec3023', '#d31121', '#af0225', '#800026',
  ]),
];
