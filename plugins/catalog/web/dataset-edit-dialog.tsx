import { Tabs } from '@ark-ui/react/tabs';
import { useSnapshot } from 'valtio';
import { Button } from '../../../web/components/button.tsx';
import { EmptyState } from '../../../web/components/empty-state.tsx';
import { IconButton } from '../../../web/components/icon-button.tsx';
import { Modal } from '../../../web/components/modal.tsx';
import { Spinner } from '../../../web/components/spinner.tsx';
import { Tag } from '../../../web/components/tag.tsx';
import { t } from '../../../web/i18n/t.ts';
import type { DatasetEditModel } from './dataset-edit-model.ts';
import './catalog.css';

function ColumnsTab({ model }: { model: DatasetEditModel }) {
  const snap = useSnapshot(model.state);
  return (
    <>
      <div className="catalog-tab-toolbar">
        <Button size="sm" icon="plus" onClick={() => model.addCalculatedColumn()}>
          {t('Add calculated column')}
        </Button>
      </div>
      {snap.columns.length === 0 ? (
        <EmptyState
          size="small"
          title={t('No columns')}
          description={t('Sync columns from source to read them from the table.')}
        />
      ) : (
        <div className="catalog-grid-wrap">
          <table className="catalog-grid" data-testid="dataset-columns">
            <thead>
              <tr>
                <th>{t('Column')}</th>
                <th>{t('Verbose name')}</th>
                <th>{t('Type')}</th>
                <th className="catalog-grid__check">{t('Is temporal')}</th>
                <th className="catalog-grid__check">{t('Default datetime')}</th>
                <th className="catalog-grid__check">{t('Filterable')}</th>
                <th className="catalog-grid__check">{t('Groupable')}</th>
                <th>{t('SQL expression')}</th>
                <th aria-label={t('Actions')} />
              </tr>
            </thead>
            <tbody>
              {snap.columns.map((c, i) => {
                const calculated = c.id === undefined || Boolean(c.expression);
                return (
                  <tr key={c.id ?? `new${i}`}>
                    <td>
                      {c.id === undefined ? (
                        <input
                          className="lp-input lp-input--compact"
                          aria-label={t('Column name')}
                          value={c.column_name}
                          onChange={(e) => model.setColumn(i, 'column_name', e.target.value)}
                        />
                      ) : (
                        <span className="catalog-grid__name" title={c.column_name}>
                          {c.column_name}
                        </span>
                      )}
                    </td>
                    <td>
                      <input
                        className="lp-input lp-input--compact"
                        aria-label={t('Verbose name of %s', c.column_name)}
                        value={c.verbose_name ?? ''}
                        onChange={(e) => model.setColumn(i, 'verbose_name', e.target.value)}
                      />
                    </td>
                    <td>{c.type ? <Tag>{c.type}</Tag> : <span className="lp-muted">–</span>}</td>
                    <td className="catalog-grid__check">
                      <input
                        type="checkbox"
                        aria-label={t('%s is temporal', c.column_name)}
                        checked={c.is_dttm}
                        onChange={(e) => model.setColumn(i, 'is_dttm', e.target.checked)}
                      />
                    </td>
                    <td className="catalog-grid__check">
                      <input
                        type="radio"
                        name="main-dttm-col"
                        aria-label={t('%s is the default datetime', c.column_name)}
                        checked={snap.mainDttmCol === c.column_name && c.column_name !== ''}
                        disabled={!c.is_dttm || !c.column_name}
                        onChange={() => model.setMainDttmCol(c.column_name)}
                      />
                    </td>
                    <td className="catalog-grid__check">
                      <input
                        type="checkbox"
                        aria-label={t('%s is filterable', c.column_name)}
                        checked={c.filterable}
                        onChange={(e) => model.setColumn(i, 'filterable', e.target.checked)}
                      />
                    </td>
                    <td className="catalog-grid__check">
                      <input
                        type="checkbox"
                        aria-label={t('%s is groupable', c.column_name)}
                        checked={c.groupby}
                        onChange={(e) => model.setColumn(i, 'groupby', e.target.checked)}
                      />
                    </td>
                    <td>
                      <input
                        className="lp-input lp-input--compact catalog-mono"
                        aria-label={t('SQL expression of %s', c.column_name)}
                        placeholder={calculated ? t('e.g. price * quantity') : ''}
                        value={c.expression ?? ''}
                        onChange={(e) => model.setColumn(i, 'expression', e.target.value)}
                      />
                    </td>
                    <td>
                      {c.id === undefined && (
                        <IconButton
                          icon="trash"
                          tone="danger"
                          label={t('Remove')}
                          onClick={() => model.removeColumn(i)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function MetricsTab({ model }: { model: DatasetEditModel }) {
  const snap = useSnapshot(model.state);
  return (
    <>
      <div className="catalog-tab-toolbar">
        <Button size="sm" icon="plus" onClick={() => model.addMetric()} data-testid="add-metric">
          {t('Add metric')}
        </Button>
      </div>
      {snap.metrics.length === 0 ? (
        <EmptyState
          size="small"
          title={t('No metrics')}
          description={t('Metrics are aggregate SQL expressions, e.g. SUM(num).')}
        />
      ) : (
        <div className="catalog-grid-wrap">
          <table className="catalog-grid" data-testid="dataset-metrics">
            <thead>
              <tr>
                <th>{t('Metric')}</th>
                <th>{t('Verbose name')}</th>
                <th>{t('SQL expression')}</th>
                <th>{t('D3 format')}</th>
                <th aria-label={t('Actions')} />
              </tr>
            </thead>
            <tbody>
              {snap.metrics.map((m, i) => (
                <tr key={m.id ?? `new${i}`}>
                  <td>
                    <input
                      className="lp-input lp-input--compact"
                      aria-label={t('Metric name')}
                      value={m.metric_name}
                      onChange={(e) => model.setMetric(i, 'metric_name', e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      className="lp-input lp-input--compact"
                      aria-label={t('Verbose name')}
                      value={m.verbose_name ?? ''}
                      onChange={(e) => model.setMetric(i, 'verbose_name', e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      className="lp-input lp-input--compact catalog-mono"
                      aria-label={t('SQL expression')}
                      placeholder="SUM(num)"
                      value={m.expression}
                      onChange={(e) => model.setMetric(i, 'expression', e.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      className="lp-input lp-input--compact catalog-mono"
                      aria-label={t('D3 format')}
                      placeholder=",.2f"
                      value={m.d3format ?? ''}
                      onChange={(e) => model.setMetric(i, 'd3format', e.target.value)}
                    />
                  </td>
                  <td>
                    <IconButton icon="trash" tone="danger" label={t('Remove')} onClick={() => model.removeMetric(i)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Edit a dataset's columns and metrics; save with PUT, or sync the columns from the source. */
export function DatasetEditDialog({ model }: { model: DatasetEditModel }) {
  const snap = useSnapshot(model.state);
  return (
    <Modal
      open={snap.open}
      onClose={() => model.close()}
      title={
        <span className="catalog-title">
          {t('Edit Dataset')} <span className="lp-muted">{snap.name}</span>
          {snap.name && (
            <Tag tone={snap.kind === 'virtual' ? 'info' : 'neutral'}>
              {snap.kind === 'virtual' ? t('Virtual') : t('Physical')}
            </Tag>
          )}
        </span>
      }
      size="lg"
      busy={snap.saving}
      footer={
        <>
          <Button
            icon="refresh"
            onClick={() => void model.syncColumns()}
            loading={snap.syncing}
            disabled={snap.loading || snap.saving}
            className="catalog-footer-start"
            data-testid="dataset-sync"
          >
            {t('Sync columns from source')}
          </Button>
          <Button onClick={() => model.close()} disabled={snap.saving}>
            {t('Cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void model.save()}
            loading={snap.saving}
            disabled={snap.loading}
            data-testid="dataset-save"
          >
            {t('Save')}
          </Button>
        </>
      }
    >
      {snap.loading ? (
        <div className="catalog-dialog-loading">
          <Spinner />
        </div>
      ) : (
        <>
          {snap.errors.length > 0 && (
            <div className="catalog-alert" role="alert">
              {snap.errors.map((e) => (
                <div key={e}>{e}</div>
              ))}
            </div>
          )}
          <Tabs.Root defaultValue="columns" className="lp-tabs">
            <Tabs.List className="lp-tabs__list">
              <Tabs.Trigger value="columns" className="lp-tabs__trigger">
                {t('Columns')} <span className="catalog-count">{snap.columns.length}</span>
              </Tabs.Trigger>
              <Tabs.Trigger value="metrics" className="lp-tabs__trigger" data-testid="tab-metrics">
                {t('Metrics')} <span className="catalog-count">{snap.metrics.length}</span>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="columns">
              <ColumnsTab model={model} />
            </Tabs.Content>
            <Tabs.Content value="metrics">
              <MetricsTab model={model} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </Modal>
  );
}
