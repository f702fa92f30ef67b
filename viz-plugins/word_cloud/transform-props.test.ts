import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData, VizTheme } from '../../core/viz/index.ts';
import transformProps, { fontSizeScale, rotationOf } from './transform-props.ts';

const theme: VizTheme = {
  mode: 'light',
  background: '#ffffff',
  surface: '#f5f5f5',
  text: '#1f1f1f',
  textMuted: '#6b6b6b',
  border: '#d9d9d9',
  gridLine: '#eeeeee',
  primary: '#2893b3',
  positive: '#5ac189',
  negative: '#e04355',
  fontFamily: 'Inter',
  fontSize: 12,
};

const NAMES = [
  'Michael',
  'Christopher',
  'Jessica',
  'Matthew',
  'Ashley',
  'Jennifer',
  'Joshua',
  'Amanda',
  'Daniel',
  'David',
];
const queriesData = [
  {
    colnames: ['name', 'sum__num'],
    coltypes: [1, 0],
    rowcount: NAMES.length,
    data: NAMES.map((name, i) => ({ name, sum__num: 1000 - i * 100 })),
  },
] as ChartProps['queriesData'];

const props = (extra: Record<string, unknown> = {}): ChartProps<QueryFormData> => ({
  width: 600,
  height: 400,
  formData: {
    datasource: '1__table',
    viz_type: 'word_cloud',
    series: 'name',
    metric: 'sum__num',
    size_from: 10,
    size_to: 60,
    rotation: 'flat',
    ...extra,
  },
  queriesData,
  datasource: {},
  theme,
});

type Text = {
  type: string;
  x: number;
  y: number;
  rotation: number;
  style: { text: string; fontSize: number; fill: string };
};

describe('word_cloud transformProps', () => {
  it('sizes words by the metric and draws each placed word as a text element inside the chart', () => {
    const { echartOptions, words } = transformProps(props());
    const elements = (echartOptions.graphic as { elements: Text[] }).elements;
    expect(words.map((w) => w.text).sort()).toEqual([...NAMES].sort());
    const byText = Object.fromEntries(elements.map((e) => [e.style.text, e]));
    expect(byText.Michael!.style.fontSize).toBe(60);
    expect(byText.David!.style.fontSize).toBe(10);
    for (const e of elements) {
      expect(e.type).toBe('text');
      expect(e.rotation).toBe(-0);
      expect(e.x).toBeGreaterThan(0);
      expect(e.x).toBeLessThan(600);
      expect(e.y).toBeGreaterThan(0);
      expect(e.y).toBeLessThan(400);
    }
  });

  it('lays out the same way every time', () => {
    expect(transformProps(props({ rotation: 'square' })).words).toEqual(
      transformProps(props({ rotation: 'square' })).words,
    );
  });

  it('follows Superset rotations and the linear size scale', () => {
    expect(rotationOf('flat', () => 0.9)).toBe(0);
    expect(rotationOf('square', () => 0.9)).toBe(90);
    expect(rotationOf('square', () => 0.1)).toBe(0);
    expect(rotationOf('random', () => 0)).toBe(-90);
    expect(rotationOf('random', () => 0.99)).toBe(60);
    expect(fontSizeScale(0, 100, 10, 70)(50)).toBe(40);
    expect(fontSizeScale(5, 5, 10, 70)(5)).toBe(70);
  });
});
