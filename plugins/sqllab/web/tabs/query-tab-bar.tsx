import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '../../../../web/components/icons.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { disposeEditorModel } from '../editor/sql-editor.tsx';
import { isTerminalState } from '../../shared/index.ts';
import { sqllab } from '../state/sqllab-store.ts';
import { closeTab, openTab, renameTab, setActiveTab } from '../state/tab-actions.ts';

/** The query tabs: switch by click, rename by double-click, close with ×, add with +. */
export function QueryTabBar() {
  const { tabs, activeTabId, queries } = useSnapshot(sqllab);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');

  const commit = (id: string) => {
    setEditing(null);
    void renameTab(id, draft);
  };

  return (
    <div className="sqllab-tabs" role="tablist" aria-label={t('Query tabs')} data-testid="query-tabs">
      {tabs.map((tab) => {
        const active = tab.id === activeTabId;
        const latest = tab.latestQueryId ? queries[tab.latestQueryId] : undefined;
        const running = latest !== undefined && !isTerminalState(latest.state);
        return (
          <div key={tab.id} className="sqllab-tab" data-active={active || undefined} data-testid="query-tab">
            {editing === tab.id ? (
              <input
                className="sqllab-tab__input"
                aria-label={t('Tab name')}
                value={draft}
                autoFocus
                onChange={(e) => setDraft(e.target.value)}
                onBlur={() => commit(tab.id)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') commit(tab.id);
                  if (e.key === 'Escape') setEditing(null);
                }}
              />
            ) : (
              <button
                type="button"
                role="tab"
                aria-selected={active}
                className="sqllab-tab__label"
                title={t('Double-click to rename')}
                onClick={() => void setActiveTab(tab.id)}
                onDoubleClick={() => {
                  setDraft(tab.name);
                  setEditing(tab.id);
                }}
              >
                {running && <span className="sqllab-tab__running" aria-label={t('Running')} />}
                <span className="sqllab-tab__name">{tab.name}</span>
              </button>
            )}
            <button
              type="button"
              className="sqllab-tab__close"
              aria-label={t('Close %s', tab.name)}
              title={t('Close tab')}
              onClick={() => {
                disposeEditorModel(tab.id);
                void closeTab(tab.id);
              }}
            >
              <Icon name="close" size={12} />
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="sqllab-tabs__add"
        aria-label={t('New tab')}
        title={t('New tab')}
        onClick={() => void openTab({}).catch(() => undefined)}
        data-testid="add-tab"
      >
        <Icon name="plus" size={16} />
      </button>
    </div>
  );
}
