/**
 * The cell cursor: a row and a column, where column -1 is the row-number column (the whole row
 * is selected). Moves follow the ARIA grid pattern: arrows by one, PageUp/PageDown by a page,
 * Home/End to the row's first/last column, Ctrl+Home/Ctrl+End to the first/last row.
 */
export interface GridCursor {
  row: number;
  col: number;
}

export interface CursorBounds {
  rowCount: number;
  colCount: number;
  /** Rows a page move jumps: the rows that fit in the viewport. */
  pageRows: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The cursor after a key, or null when the key is not a move. */
export function moveCursor(cursor: GridCursor | null, key: string, ctrl: boolean, b: CursorBounds): GridCursor | null {
  if (b.rowCount === 0) return null;
  const from = cursor ?? { row: 0, col: b.colCount ? 0 : -1 };
  if (!cursor && !['Home', 'End', 'PageDown', 'PageUp'].includes(key)) {
    return ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight'].includes(key) ? from : null;
  }
  const lastRow = b.rowCount - 1;
  const lastCol = b.colCount - 1;
  const page = Math.max(1, b.pageRows);
  let { row, col } = from;
  switch (key) {
    case 'ArrowDown':
      row += 1;
      break;
    case 'ArrowUp':
      row -= 1;
      break;
    case 'ArrowRight':
      col += 1;
      break;
    case 'ArrowLeft':
      col -= 1;
      break;
    case 'PageDown':
      row += page;
      break;
    case 'PageUp':
      row -= page;
      break;
    case 'Home':
      if (ctrl) row = 0;
      else col = 0;
      break;
    case 'End':
      if (ctrl) row = lastRow;
      else col = lastCol;
      break;
    default:
      return null;
  }
  return { row: clamp(row, 0, lastRow), col: clamp(col, -1, lastCol) };
}

/** The content offset that brings a row into view below the header, or null when it shows. */
export function offsetToReveal(
  row: number,
  offset: number,
  viewportPx: number,
  headerPx: number,
  rowPx: number,
): number | null {
  const top = row * rowPx; // below the header, in content pixels
  const visibleRows = viewportPx - headerPx;
  if (top < offset) return top;
  if (top + rowPx > offset + visibleRows) return top + rowPx - visibleRows;
  return null;
}
