import { useSnapshot } from 'valtio';
import { navigate } from '../../../../web/app/router.ts';
import type { PageProps } from '../../../../web/app/web-plugin.ts';
import { Button } from '../../../../web/components/button.tsx';
import { IconButton } from '../../../../web/components/icon-button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { ListModel } from '../../../../web/list-page/list-model.ts';
import { ListPage, useListModel, type ListContext } from '../../../../web/list-page/list-page.tsx';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import { createDashboard } from './create-dashboard.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { DASHBOARD_CARD_SORTS, dashboardListConfig } from './dashboard-list-config.tsx';
import type { DashboardRow } from './dashboard-row.ts';
import './dashboard-list.css';

function CardFor({
  row,
  ctx,
  model,
}: {
  row: DashboardRow;
  ctx: ListContext<DashboardRow>;
  model: ListModel<DashboardRow>;
}) {
  const snap = useSnapshot(model.state);
  return (
    <DashboardCard
      row={row}
      favorite={snap.favorites[row.id] === undefined ? null : Boolean(snap.favorites[row.id])}
      onToggleFavorite={() => void model.toggleFavorite(row.id)}
      actions={
        ctx.canWrite && (
          <IconButton
            icon="trash"
            label={t('Delete')}
            tone="danger"
            onClick={() => model.askDelete([row])}
            data-testid="row-delete"
          />
        )
      }
    />
  );
}

function onCreate() {
  createDashboard(navigate).catch((err: unknown) =>
    addDangerToast(
      t('An error occurred while creating the dashboard: %s', err instanceof Error ? err.message : String(err)),
    ),
  );
}

export default function DashboardListPage(_props: PageProps) {
  const model = useListModel(dashboardListConfig);
  return (
    <ListPage
      config={dashboardListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && (
          <Button variant="primary" icon="plus" onClick={onCreate} data-testid="add-dashboard">
            {t('Dashboard')}
          </Button>
        )
      }
      cards={{
        card: (row, ctx) => <CardFor row={row} ctx={ctx} model={model} />,
        sortOptions: DASHBOARD_CARD_SORTS,
      }}
    />
  );
}
