import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../components/button.tsx';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { t } from '../i18n/t.ts';
import { ListCards, ViewToggle, type CardSortOption, type ListView } from './list-cards.tsx';
import { ListFilters } from './list-filters.tsx';
import { navigate } from '../app/router.ts';
import { createListModel, type ListAddress, type ListModel } from './list-model.ts';
import { ListPagination } from './list-pagination.tsx';
import { ListTable } from './list-table.tsx';
import type { ListPageConfig, ListRow } from './list-types.ts';
import './list-page.css';

/** The browser's address, through the app's router so everything reading it stays in step. */
const browserAddress: ListAddress = {
  search: () => location.search,
  pathname: () => location.pathname,
  navigate: (url, opts) => navigate(url, opts),
  onPop(listener) {
    addEventListener('popstate', listener);
    return () => removeEventListener('popstate', listener);
  },
};

/** A list model for the lifetime of the page: loads on mount, follows back/forward, stops on unmount. */
export function useListModel<R extends ListRow>(config: ListPageConfig<R>): ListModel<R> {
  const model = useMemo(() => createListModel(config, browserAddress), [config]);
  useEffect(() => model.start(), [model]);
  return model;
}

/** What page-specific pieces (actions, header buttons) get to work with. */
export interface ListContext<R extends ListRow = ListRow> {
  model: ListModel<R>;
  canWrite: boolean;
}

export interface ListPageProps<R extends ListRow> {
  config: ListPageConfig<R>;
  model: ListModel<R>;
  /** Buttons beside the title (e.g. "+ Database"), given the caller's permissions. */
  headerActions?: (ctx: ListContext<R>) => ReactNode;
  /** Row actions of the page, before the generic copy-link and delete. */
  rowActions?: (row: R, ctx: ListContext<R>) => ReactNode;
  /**
   * A card view beside the table (Superset's ListView card mode): a toggle switches between them;
   * `sortOptions` stand in for the column headers there.
   */
  cards?: {
    card: (row: R, ctx: ListContext<R>) => ReactNode;
    sortOptions: readonly CardSortOption[];
    initial?: ListView;
  };
  /** Extra content: the page's dialogs. */
  children?: ReactNode;
}

/** Every resource list: title and actions, filters, bulk selection, the table, paging, empty states and delete confirmation. */
export function ListPage<R extends ListRow>({
  config,
  model,
  headerActions,
  rowActions,
  cards,
  children,
}: ListPageProps<R>) {
  const snap = useSnapshot(model.state);
  const [view, setView] = useState<ListView>(cards?.initial ?? 'table');
  const canWrite = snap.permissions?.includes('can_write') ?? false;
  const ctx: ListContext<R> = { model, canWrite };
  const fileInput = useRef<HTMLInputElement>(null);
  const filtered = Object.values(snap.query.filters).some((v) => v.trim() !== '');
  const deletable = Boolean(config.deletable) && canWrite;
  const hasActions = Boolean(rowActions) || Boolean(config.linkOf) || deletable;
  const pending = snap.pendingDelete as readonly R[] | null;

  const actions = hasActions
    ? (row: R) => (
        <>
          {rowActions?.(row, ctx)}
          {config.linkOf && (
            <IconButton icon="link" label={t('Copy link')} tone="accent" onClick={() => void model.copyLink(row)} />
          )}
          {deletable && (config.canDelete?.(row) ?? true) && (
            <IconButton
              icon="trash"
              label={t('Delete')}
              tone="danger"
              onClick={() => model.askDelete([row])}
              data-testid="row-delete"
            />
          )}
        </>
      )
    : undefined;

  return (
    <div className="lp-list-page" data-testid={`list-page-${config.resource}`}>
      <header className="lp-list-header">
        <h1 className="lp-list-header__title">{config.title}</h1>
        <div className="lp-list-header__actions">
          {cards && <ViewToggle view={view} onChange={setView} />}
          {deletable && (
            <Button onClick={() => model.toggleBulkMode()} aria-pressed={snap.bulkMode} data-testid="bulk-select">
              {snap.bulkMode ? t('Cancel') : t('Bulk select')}
            </Button>
          )}
          {config.importable && canWrite && (
            <>
              <IconButton
                icon="upload"
                label={t('Import %ss', config.noun)}
                onClick={() => fileInput.current?.click()}
              />
              <input
                ref={fileInput}
                type="file"
                accept=".zip,.yaml,.yml,.json"
                hidden
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void model.importFile(file);
                }}
              />
            </>
          )}
          {headerActions?.(ctx)}
        </div>
      </header>

      <ListFilters filters={config.filters} model={model} />

      {snap.bulkMode && (
        <div className="lp-bulk-bar" role="region" aria-label={t('Bulk actions')}>
          <span data-testid="bulk-count">{t('%s Selected', snap.selected.length)}</span>
          <Button size="sm" variant="ghost" onClick={() => model.toggleSelectPage()}>
            {snap.rows.length > 0 && snap.rows.every((r) => snap.selected.includes(r.id))
              ? t('Deselect all')
              : t('Select all')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            icon="trash"
            disabled={!snap.selected.length}
            onClick={() => model.askDeleteSelected()}
            data-testid="bulk-delete"
          >
            {t('Delete')}
          </Button>
        </div>
      )}

      <div className="lp-list-body">
        {snap.loaded && !snap.count && !snap.loading ? (
          snap.error ? (
            <EmptyState
              size="big"
              title={t('Unexpected error')}
              description={snap.error}
              action={<Button onClick={() => void model.refresh()}>{t('Try again')}</Button>}
            />
          ) : filtered ? (
            <EmptyState
              size="big"
              icon="search"
              title={t('No results match your filter criteria')}
              description={t('Try different criteria to display results.')}
              action={<Button onClick={() => model.clearFilters()}>{t('Clear all filters')}</Button>}
            />
          ) : (
            <EmptyState
              size="big"
              title={config.empty.title}
              description={config.empty.description}
              action={headerActions?.(ctx)}
            />
          )
        ) : (
          <>
            {cards && view === 'card' ? (
              <ListCards
                model={model}
                card={(row) => cards.card(row, ctx)}
                sortOptions={cards.sortOptions}
                nameOf={config.nameOf}
              />
            ) : (
              <ListTable config={config} model={model} actions={actions} />
            )}
            <ListPagination model={model} />
          </>
        )}
      </div>

      <ConfirmDeleteDialog
        open={Boolean(pending)}
        description={
          pending && pending.length === 1
            ? t('Are you sure you want to delete %s?', config.nameOf(pending[0]!))
            : t('Are you sure you want to delete the selected %ss?', config.noun)
        }
        onClose={() => model.cancelDelete()}
        onConfirm={() => model.confirmDelete()}
      />
      {children}
    </div>
  );
}
