import type { MonacoApi } from '../../../../web/monaco/load-monaco.ts';
import { qualifierBefore, suggest, type CompletionContext } from './sql-completion.ts';

let registered = false;
let contextOf: () => CompletionContext = () => ({ schemas: [], tables: [], columns: [] });
let loadColumnsOf: (table: string) => Promise<void> = async () => undefined;

/** Where autocomplete reads the active tab's schemas, tables and columns from, and how it loads a table's columns on demand. */
export function setCompletionContext(
  fn: () => CompletionContext,
  loadColumns?: (table: string) => Promise<void>,
): void {
  contextOf = fn;
  if (loadColumns) loadColumnsOf = loadColumns;
}

const KIND_ORDER = ['column', 'table', 'schema', 'keyword', 'function'] as const;

/** SQL completion of keywords, schemas, tables and columns, registered once for the page. */
export function registerSqlCompletion(monaco: MonacoApi): void {
  if (registered) return;
  registered = true;
  const kinds = {
    keyword: monaco.languages.CompletionItemKind.Keyword,
    schema: monaco.languages.CompletionItemKind.Module,
    table: monaco.languages.CompletionItemKind.Struct,
    column: monaco.languages.CompletionItemKind.Field,
    function: monaco.languages.CompletionItemKind.Function,
  };
  monaco.languages.registerCompletionItemProvider('sql', {
    triggerCharacters: ['.'],
    async provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = {
        startLineNumber: position.lineNumber,
        endLineNumber: position.lineNumber,
        startColumn: word.startColumn,
        endColumn: word.endColumn,
      };
      const before = model.getValueInRange({
        startLineNumber: position.lineNumber,
        startColumn: 1,
        endLineNumber: position.lineNumber,
        endColumn: position.column,
      });
      const qualifier = qualifierBefore(before);
      // `table.`: the table's columns, fetched the first time they are asked for.
      if (qualifier) await loadColumnsOf(qualifier);
      const items = suggest(contextOf(), qualifier);
      return {
        suggestions: items.map((s) => ({
          label: { label: s.label, description: s.detail },
          kind: kinds[s.kind],
          insertText: s.label,
          detail: s.detail,
          sortText: `${s.rank}${KIND_ORDER.indexOf(s.kind)}${s.label.toLowerCase()}`,
          range,
        })),
      };
    },
  });
}
