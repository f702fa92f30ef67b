import { describe, expect, it } from 'vitest';

import { createCategoricalColorScale, getCategoricalColorScale } from './categorical-color-scale.ts';
import { addAlpha, getContrastingColor, hexToRgb, readableTextOn, rgba } from './color-utils.ts';
import { interpolateHcl } from './hcl.ts';
import type { QueryFormData } from '../query/query-types.ts';
import { LabelsColorMap } from './labels-color-map.ts';
import { getCategoricalScheme, getSequentialScheme, listCategoricalSchemes } from './scheme-registry.ts';
import { getSequentialColor, getSequentialColors } from './sequential-color.ts';

// Scheme colours as superset-ui-core/src/color/colorSchemes/categorical/superset.ts, d3.ts, echarts.ts
// and sequential/common.ts, d3.ts list them; scale behaviour as CategoricalColorScale.ts.

describe('scheme registry', () => {
  it("holds Superset's schemes under their ids", () => {
    expect(getCategoricalScheme('supersetColors').colors.slice(0, 6)).toEqual([
      '#1FA8C9',
      '#454E7C',
      '#5AC189',
      '#FF7F44',
      '#666666',
      '#E04355',
    ]);
    expect(getCategoricalScheme('supersetColors').colors).toHaveLength(20);
    expect(getCategoricalScheme('d3Category10').colors[1]).toBe('#ff7f0e');
    expect(getCategoricalScheme('echarts5Colors').colors[0]).toBe('#5470C6');
    expect(getCategoricalScheme('bnbColors').colors).toHaveLength(13);
    expect(getSequentialScheme('superset_seq_1').colors[5]).toBe('#1FA8C9');
    expect(getSequentialScheme('schemeRdYlGn').isDiverging).toBe(true);
    expect(getSequentialScheme('fire').colors).toEqual(['white', 'yellow', 'red', 'black']);
  });
  it('falls back to the defaults for unknown or missing ids', () => {
    expect(getCategoricalScheme('nope').id).toBe('supersetColors');
    expect(getCategoricalScheme(undefined).id).toBe('supersetColors');
    expect(getSequentialScheme(null).id).toBe('superset_seq_1');
  });
  it('lists featured schemes first for the picker', () => {
    const ids = listCategoricalSchemes().map((s) => s.id);
    expect(ids[0]).toBe('supersetColors');
    expect(ids.indexOf('wavesOfBlue')).toBeLessThan(ids.indexOf('bnbColors'));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('categorical colour scale', () => {
  it('gives the same label the same colour and new labels the next colours, wrapping', () => {
    const scale = createCategoricalColorScale(['#a00000', '#00b000', '#0000c0']);
    expect(scale('boys')).toBe('#a00000');
    expect(scale('girls')).toBe('#00b000');
    expect(scale(' boys ')).toBe('#a00000');
    expect(scale('other')).toBe('#0000c0');
    expect(scale('fourth')).toBe('#a00000');
    expect(scale.domain()).toEqual(['boys', 'girls', 'other', 'fourth']);
  });
  it('lets label_colors win without consuming a scheme colour', () => {
    const scale = getCategoricalColorScale({ color_scheme: 'd3Category10', label_colors: { girls: '#ff00ff' } });
    expect(scale('girls')).toBe('#ff00ff');
    expect(scale('boys')).toBe('#1f77b4');
    expect(scale.getColorMap()).toEqual({ girls: '#ff00ff', boys: '#1f77b4' });
  });
  it("takes a saved chart's form_data as it is", () => {
    const formData: QueryFormData = {
      datasource: '1__table',
      viz_type: 'pie',
      color_scheme: 'lyftColors',
      label_colors: { b: '#000000' },
    };
    const scale = getCategoricalColorScale(formData);
    expect(scale('a')).toBe('#EA0B8C');
    expect(scale('b')).toBe('#000000');
  });
  it('accepts a scheme index as a forced colour', () => {
    expect(createCategoricalColorScale(['#1', '#2', '#3'], { x: 4 })('x')).toBe('#2');
  });
  it("honours the dashboard's shared colours, below label_colors", () => {
    const scale = getCategoricalColorScale({
      color_scheme: 'supersetColors',
      label_colors: { CA: '#111111' },
      map_label_colors: { CA: '#222222', NY: '#333333' },
    });
    expect(scale('NY')).toBe('#333333');
    expect(scale('CA')).toBe('#111111');
    expect(scale('TX')).toBe('#1FA8C9');
    expect(getCategoricalColorScale({ shared_label_colors: { TX: '#444444' } })('TX')).toBe('#444444');
  });
  it('shares colours live between charts of one dashboard', () => {
    const shared = new LabelsColorMap();
    const first = getCategoricalColorScale({ color_scheme: 'supersetColors' }, shared);
    const second = getCategoricalColorScale({ color_scheme: 'supersetColors' }, shared);
    first('a', 1);
    first('b', 1);
    expect(second('b', 2)).toBe('#454E7C');
    expect(shared.toJSON()).toEqual({ a: '#1FA8C9', b: '#454E7C' });
    shared.removeSlice(1);
    expect(shared.toJSON()).toEqual({ b: '#454E7C' });
  });
  it('setColor forces a colour afterwards', () => {
    const scale = createCategoricalColorScale(['#1', '#2']);
    scale('a');
    expect(scale.setColor('a', '#9')('a')).toBe('#9');
  });
});

describe('sequential colours', () => {
  it('interpolates in HCL as d3 does', () => {
    expect(interpolateHcl('white', 'black')(0.5)).toBe('rgb(119, 119, 119)');
    expect(interpolateHcl('#ff0000', '#ff0000')(0.3)).toBe('rgb(255, 0, 0)');
  });
  it('spreads the scheme over [min, max], clamps, and gives missing values the first colour', () => {
    const color = getSequentialColor('superset_seq_1', 0, 90);
    expect(color(0)).toBe('rgb(244, 250, 212)'); // #F4FAD4
    expect(color(10)).toBe('rgb(215, 241, 172)'); // #D7F1AC
    expect(color(90)).toBe('rgb(5, 4, 21)'); // #050415
    expect(color(1000)).toBe('rgb(5, 4, 21)');
    expect(color(-5)).toBe('rgb(244, 250, 212)');
    expect(color(null)).toBe('#F4FAD4');
    const mid = color(5);
    expect(mid).not.toBe(color(0));
    expect(mid).not.toBe(color(10));
  });
  it('samples colours from a scheme', () => {
    expect(getSequentialColors('black_white', 3)).toEqual(['rgb(0, 0, 0)', 'rgb(119, 119, 119)', 'rgb(255, 255, 255)']);
    expect(getSequentialColors('greens')).toEqual(['#ffffcc', '#78c679', '#006837']);
  });
});

describe('colour helpers', () => {
  it('parses, converts and picks contrasting text', () => {
    expect(hexToRgb('#1FA8C9')).toEqual({ r: 31, g: 168, b: 201, a: 1 });
    expect(hexToRgb('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(hexToRgb('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3, a: 0.5 });
    expect(() => hexToRgb('nope')).toThrow('Invalid color: nope');
    expect(rgba('#1FA8C9', 0.2)).toBe('rgba(31, 168, 201, 0.2)');
    expect(addAlpha('#1FA8C9', 0.5)).toBe('#1FA8C980');
    expect(getContrastingColor('#FCC700')).toBe('#000');
    expect(getContrastingColor('#454E7C')).toBe('#FFF');
  });
  it('picks readable text on a translucent colour over the page background', () => {
    // a pale conditional-formatting green, opaque: dark text even on a dark page
    expect(readableTextOn('#ACE1C4FF', '#141414', 'dark', 'light')).toBe('dark');
    // the same green faint over a dark page: the page shows through, light text
    expect(readableTextOn('#ACE1C41A', '#141414', 'dark', 'light')).toBe('light');
    expect(readableTextOn('#ACE1C41A', '#FFFFFF', 'dark', 'light')).toBe('dark');
  });
});
