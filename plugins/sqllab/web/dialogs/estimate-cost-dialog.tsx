import { useSnapshot } from 'valtio';
import { Button } from '../../../../web/components/button.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { Spinner } from '../../../../web/components/spinner.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { CostRow, EstimateCostModel } from './estimate-cost-model.ts';
import './dialogs.css';

function CostTable({ row, index, many }: { row: CostRow; index: number; many: boolean }) {
  const keys = Object.keys(row);
  return (
    <div>
      {many && <div className="sqllab-estimate__caption">{t('Statement %s', index + 1)}</div>}
      <div className="sqllab-estimate__wrap">
        <table data-testid="estimate-cost-table">
          <thead>
            <tr>
              {keys.map((k) => (
                <th key={k} scope="col">
                  {k}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {keys.map((k) => (
                <td key={k}>{row[k] === null || row[k] === undefined ? '' : String(row[k])}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** "Query cost estimate": a table of the engine's figures for each statement, or its error. */
export function EstimateCostDialog({ model }: { model: EstimateCostModel }) {
  const snap = useSnapshot(model.state);
  const rows = (snap.result ?? []) as CostRow[];
  // A plan as text (DuckDB, SQLite) needs the room; a row of figures does not.
  const wide = rows.some((row) => Object.values(row).some((v) => typeof v === 'string' && v.includes('\n')));
  return (
    <Modal
      open={snap.open}
      onClose={() => model.close()}
      title={t('Query cost estimate')}
      size={wide ? 'lg' : 'md'}
      footer={
        <Button variant="primary" onClick={() => model.close()}>
          {t('Close')}
        </Button>
      }
    >
      {snap.loading ? (
        <div className="sqllab-dialog-loading">
          <Spinner size={18} /> {t('Estimating...')}
        </div>
      ) : snap.error ? (
        <div className="sqllab-dialog-alert" role="alert" data-testid="estimate-cost-error">
          {snap.error}
        </div>
      ) : rows.length ? (
        <div className="sqllab-estimate">
          {rows.map((row, i) => (
            <CostTable key={i} row={row} index={i} many={rows.length > 1} />
          ))}
        </div>
      ) : (
        <div className="sqllab-dialog-note">{t('The engine gave no estimate for this query.')}</div>
      )}
    </Modal>
  );
}
