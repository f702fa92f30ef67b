import { describe, expect, it } from 'vitest';
import type { ChartProps, QueryFormData } from '../../core/viz/index.ts';
import transformProps, { fontSizeScale, rotationOf } from './transform-props.ts';
import { TEST_LIGHT_THEME } from '../../core/viz/testing/chart-props.test-support.ts';

const theme = TEST_LIGHT_THEME;

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
