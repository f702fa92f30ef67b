import { t } from '../../i18n/t.ts';
import { Button } from '../button.tsx';
import { Modal } from '../modal.tsx';
import { fullCellText } from './cell-format.ts';
import { copyWithToast } from './grid-clipboard.ts';
import type { GridData } from './grid-data.ts';

/** The cell the viewer shows. */
export interface ViewedCell {
  row: number;
  col: number;
}

/** A dialog with one cell's whole value, selectable and copyable (double-click or Enter opens it). */
export function CellViewer({ data, cell, onClose }: { data: GridData; cell: ViewedCell | null; onClose(): void }) {
  const column = cell ? data.columns[cell.col] : undefined;
  const text = cell && column ? fullCellText(data.getColumn(cell.col)[cell.row], column.type) : '';
  return (
    <Modal
      open={Boolean(cell && column)}
      onClose={onClose}
      size="lg"
      title={cell && column ? t('Row %s · %s', (cell.row + 1).toLocaleString('en-US'), column.name) : ''}
      footer={
        <>
          <Button onClick={() => void copyWithToast(text)} data-testid="cell-viewer-copy">
            {t('Copy')}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('Close')}
          </Button>
        </>
      }
    >
      <pre className="lp-grid__viewer" data-testid="cell-viewer-value" tabIndex={0}>
        {text}
      </pre>
    </Modal>
  );
}
