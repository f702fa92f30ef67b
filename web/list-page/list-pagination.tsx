import { useSnapshot } from 'valtio';
import { Icon } from '../components/icons.tsx';
import { t } from '../i18n/t.ts';
import { pageCount } from './list-query.ts';
import type { ListModel } from './list-model.ts';
import type { ListRow } from './list-types.ts';

/** Page numbers around the current one, with gaps (-1) where pages are skipped. */
export function pageWindow(current: number, total: number): number[] {
  const pages = new Set([0, total - 1, current - 1, current, current + 1].filter((p) => p >= 0 && p < total));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(-1);
    out.push(p);
  });
  return out;
}

/** "1-25 of 60" and the page buttons; hidden while the list is empty. */
export function ListPagination<R extends ListRow>({ model }: { model: ListModel<R> }) {
  const snap = useSnapshot(model.state);
  const { page, pageSize } = snap.query;
  const total = pageCount(snap.count, pageSize);
  if (!snap.count) return null;
  const from = page * pageSize + 1;
  const to = Math.min(snap.count, (page + 1) * pageSize);
  return (
    <nav className="lp-pagination" aria-label={t('Pagination')}>
      <span className="lp-pagination__range" data-testid="list-range">
        {t('%s-%s of %s', from, to, snap.count)}
      </span>
      {total > 1 && (
        <div className="lp-pagination__pages">
          <button
            type="button"
            className="lp-icon-button"
            aria-label={t('Previous page')}
            disabled={page === 0}
            onClick={() => model.goToPage(page - 1)}
          >
            <Icon name="chevronLeft" />
          </button>
          {pageWindow(page, total).map((p, i) =>
            p < 0 ? (
              <span key={`gap${i}`} className="lp-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                className={`lp-pagination__page${p === page ? ' lp-pagination__page--current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('Page %s', p + 1)}
                onClick={() => model.goToPage(p)}
              >
                {p + 1}
              </button>
            ),
          )}
          <button
            type="button"
            className="lp-icon-button"
            aria-label={t('Next page')}
            disabled={page >= total - 1}
            onClick={() => model.goToPage(page + 1)}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </nav>
  );
}
