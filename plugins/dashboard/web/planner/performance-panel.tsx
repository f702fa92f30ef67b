import { useCallback, useSyncExternalStore } from 'react';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { finishedAt, formatBytes, formatMs, summarize, waterfallBar } from './performance-summary.ts';
import type { IQueryPlanner, TileTiming } from './query-planner-types.ts';
import './performance-panel.css';

export interface PerformancePanelProps {
  planner: IQueryPlanner;
  open: boolean;
  onClose: () => void;
  /** Each tile's title (layout id → the chart's name); the chart id shows without it. */
  tileNames?: Readonly<Record<string, string>>;
}

/**
 * The dashboard's 'Performance' dialog (opened from the header's menu): the planner's totals and,
 * per tile, a waterfall of waiting (cap and visibility order), querying and drawing.
 */
export function PerformancePanel({ planner, open, onClose, tileNames = {} }: PerformancePanelProps) {
  const subscribe = useCallback((listener: () => void) => planner.subscribe(listener), [planner]);
  const timings = useSyncExternalStore(subscribe, () => planner.timings());
  const s = summarize(timings, planner.counts());
  const origin = timings.length ? Math.min(...timings.map((x) => x.requestedAt)) : 0;
  const name = (x: TileTiming) => tileNames[x.tileId] ?? t('Chart %s', x.chartId);
  const slowestTile = s.slowest ? timings.find((x) => x.tileId === s.slowest!.tileId) : undefined;
  const stats: [string, string][] = [
    [t('Tile loads'), String(s.tileLoads)],
    [t('Requests sent'), String(s.requests)],
    [t('Queries sent'), String(s.queries)],
    [t('Shared answers'), String(s.deduplicated)],
    [t('Cache hits'), `${s.cacheHits} / ${s.cacheHits + s.cacheMisses}`],
    [t('Received'), formatBytes(s.bytes)],
    [t('All drawn in'), formatMs(s.spanMs)],
    [t('Slowest tile'), s.slowest ? `${formatMs(s.slowest.ms)}` : '–'],
  ];
  return (
    <Modal open={open} onClose={onClose} title={t('Performance')} size="lg">
      <dl className="dash-perf__stats">
        {stats.map(([label, value]) => (
          <div key={label} className="dash-perf__stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {slowestTile && (
        <p className="dash-perf__note">
          {t('Slowest tile: %s, %s from asking to drawn', name(slowestTile), formatMs(s.slowest!.ms))}
        </p>
      )}
      <div className="dash-perf__legend" aria-hidden="true">
        <span className="dash-perf__key dash-perf__key--wait" /> {t('Waiting (building the query, queue)')}
        <span className="dash-perf__key dash-perf__key--query" /> {t('Query')}
        <span className="dash-perf__key dash-perf__key--draw" /> {t('Drawing')}
      </div>
      {timings.length === 0 ? (
        <p className="dash-perf__note">{t('No chart has loaded yet.')}</p>
      ) : (
        <table className="dash-perf__table">
          <thead>
            <tr>
              <th scope="col">{t('Chart')}</th>
              <th scope="col" className="dash-perf__timeline-head">
                {t('Timeline')}
              </th>
              <th scope="col">{t('Time')}</th>
              <th scope="col">{t('Cache')}</th>
              <th scope="col">{t('Size')}</th>
            </tr>
          </thead>
          <tbody>
            {timings.map((x) => {
              const bar = waterfallBar(x, origin, s.spanMs);
              const done = finishedAt(x);
              return (
                <tr key={x.tileId} data-tile-id={x.tileId}>
                  <th scope="row" className="dash-perf__name">
                    {name(x)}
                    {x.deduplicated && <span className="dash-perf__badge">{t('shared')}</span>}
                  </th>
                  <td className="dash-perf__timeline">
                    <div className="dash-perf__bar" style={{ marginLeft: `${bar.offset}%` }}>
                      <span className="dash-perf__seg dash-perf__seg--wait" style={{ width: `${bar.wait}%` }} />
                      <span className="dash-perf__seg dash-perf__seg--query" style={{ width: `${bar.query}%` }} />
                      <span className="dash-perf__seg dash-perf__seg--draw" style={{ width: `${bar.draw}%` }} />
                    </div>
                  </td>
                  <td className={x.error ? 'dash-perf__error' : undefined} title={x.error ?? undefined}>
                    {x.error ? t('Failed') : done === null ? t('Waiting…') : formatMs(done - x.requestedAt)}
                  </td>
                  <td>
                    {x.cache === 'hit'
                      ? t('hit')
                      : x.cache === 'miss'
                        ? t('miss')
                        : x.cache === 'mixed'
                          ? t('mixed')
                          : '–'}
                  </td>
                  <td>{x.bytes === null ? '–' : formatBytes(x.bytes)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
