import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CategoricalSelection } from '../echarts/categorical-cross-filter.ts';
import type { ChartHooks, ContextMenuFilters, DataMask } from '../plugin/chart-props.ts';
import type { EChartsEventHandlers } from './echarts-view.tsx';
import { useCategoricalEvents } from './use-categorical-events.ts';
import type { CategoricalEventsOptions } from './use-categorical-events.ts';

/** Renders a probe component once and hands back the handlers the hook made. */
function handlersFor(options: CategoricalEventsOptions): EChartsEventHandlers {
  let handlers: EChartsEventHandlers = {};
  function Probe() {
    handlers = useCategoricalEvents(options);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return handlers;
}

const selection: CategoricalSelection = {
  groupby: ['state'],
  labelMap: { CA: ['CA'], NY: ['NY'] },
  selectedValues: ['NY'],
};

describe('useCategoricalEvents', () => {
  it('emits the cross-filter of a clicked category when the host allows it', () => {
    const setDataMask = vi.fn<(mask: DataMask) => void>();
    handlersFor({ selection, hooks: { setDataMask }, emitCrossFilters: true }).click!({ name: 'CA' });
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
      filterState: { value: [['CA']], selectedValues: ['CA'] },
    });
    handlersFor({ selection, hooks: { setDataMask }, emitCrossFilters: true }).click!({ name: 'NY' });
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: {},
      filterState: { value: null, selectedValues: null },
    });
  });

  it('emits nothing on click without cross-filters', () => {
    const setDataMask = vi.fn();
    handlersFor({ selection, hooks: { setDataMask }, emitCrossFilters: false }).click!({ name: 'CA' });
    expect(setDataMask).not.toHaveBeenCalled();
  });

  it('opens the drill menu on right-click at the pointer, stopping the browser menu', () => {
    const onContextMenu = vi.fn<(x: number, y: number, filters?: ContextMenuFilters) => void>();
    const preventDefault = vi.fn();
    const hooks: ChartHooks = { setDataMask: vi.fn(), onContextMenu };
    handlersFor({ selection, hooks, emitCrossFilters: true, nameOf: (params) => String(params.path) }).contextmenu!({
      path: 'CA',
      event: { stop: vi.fn(), event: { clientX: 12, clientY: 34, preventDefault } },
    });
    expect(preventDefault).toHaveBeenCalled();
    const [x, y, filters] = onContextMenu.mock.calls[0]!;
    expect([x, y]).toEqual([12, 34]);
    expect(filters?.drillToDetail).toEqual([{ col: 'state', op: '==', val: 'CA', formattedVal: 'CA' }]);
    expect(filters?.crossFilter?.dataMask.filterState?.selectedValues).toEqual(['CA']);
  });
});
