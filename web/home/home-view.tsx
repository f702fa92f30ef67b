import { Tabs } from '@ark-ui/react/tabs';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/app-context.ts';
import type { PageProps } from '../app/web-plugin.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon, type IconName } from '../components/icons.tsx';
import { Skeleton } from '../components/spinner.tsx';
import { Tag } from '../components/tag.tsx';
import { t } from '../i18n/t.ts';
import type { ActivityItem, ActivityKind, ActivityTab } from './activity-sources.ts';
import { createHomeModel, SECTIONS, TAB_LABELS, type HomeModel, type SectionDef } from './home-model.ts';
import { heldPairs } from './held-pairs.ts';
import './home.css';

const KIND_ICON: Record<ActivityKind, IconName> = {
  chart: 'chart',
  dashboard: 'dashboard',
  saved_query: 'query',
  dataset: 'table',
};
const KIND_LABEL: Record<ActivityKind, string> = {
  chart: t('Chart'),
  dashboard: t('Dashboard'),
  saved_query: t('Query'),
  dataset: t('Dataset'),
};
const NOUNS: Record<string, string> = {
  dashboards: t('dashboards'),
  charts: t('charts'),
  saved_queries: t('saved queries'),
};

function emptyText(section: SectionDef, tab: ActivityTab): { title: string; description?: string } {
  switch (tab) {
    case 'viewed':
      return {
        title: t('Nothing viewed yet'),
        description: t('Recently viewed charts, dashboards, and saved queries will appear here'),
      };
    case 'created':
      return {
        title: t('Nothing created yet'),
        description: t('Recently created charts, dashboards, and saved queries will appear here'),
      };
    case 'edited':
      return {
        title: t('Nothing edited yet'),
        description: t('Recently edited charts, dashboards, and saved queries will appear here'),
      };
    case 'favorite':
      return {
        title: t("You don't have any favorites yet!"),
        description: t('Star %s to find them here.', NOUNS[section.id] ?? ''),
      };
    default:
      return { title: t('No %s yet', NOUNS[section.id] ?? '') };
  }
}

function ItemRow({ item }: { item: ActivityItem }) {
  return (
    <li className="home-item">
      <span className={`home-item__icon home-item__icon--${item.kind}`} aria-hidden="true">
        <Icon name={KIND_ICON[item.kind]} size={16} />
      </span>
      <a className="home-item__title" href={item.url} title={item.title}>
        {item.title}
      </a>
      <Tag>{KIND_LABEL[item.kind]}</Tag>
      <span className="home-item__when">{item.when}</span>
    </li>
  );
}

function Section({ def, model }: { def: SectionDef; model: HomeModel }) {
  const snap = useSnapshot(model.state.sections[def.id]);
  const empty = emptyText(def, snap.tab);
  const titleId = `home-${def.id}-title`;
  return (
    <section className={`home-panel home-panel--${def.id}`} aria-labelledby={titleId} data-testid={`home-${def.id}`}>
      <Tabs.Root value={snap.tab} onValueChange={(e) => model.setTab(def.id, e.value as ActivityTab)} lazyMount={false}>
        <header className="home-panel__header">
          <h2 className="home-panel__title" id={titleId}>
            {def.title}
          </h2>
          <Tabs.List className="home-tabs" aria-label={def.title}>
            {def.tabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="home-tabs__tab">
                {TAB_LABELS[tab]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {def.listUrl && (
            <a className="home-panel__all" href={def.listUrl}>
              {t('View All »')}
            </a>
          )}
        </header>
        {def.tabs.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="home-panel__body">
            {tab !== snap.tab ? null : !snap.loaded ? (
              <ul className="home-list" aria-busy="true">
                {Array.from({ length: 3 }, (_, i) => (
                  <li key={i} className="home-item">
                    <Skeleton width={20} height={20} />
                    <Skeleton width={`${40 + i * 12}%`} />
                  </li>
                ))}
              </ul>
            ) : snap.items.length === 0 ? (
              <EmptyState size="medium" title={empty.title} description={empty.description} />
            ) : (
              <ul className={`home-list${snap.loading ? ' home-list--busy' : ''}`}>
                {snap.items.map((item) => (
                  <ItemRow key={item.key} item={item} />
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

/** `/superset/welcome/`: the signed-in user's activity (spec §2). */
export default function HomePage(_props: PageProps) {
  const { bootstrap } = useApp();
  const user = bootstrap.user;
  const model = useMemo(() => {
    const held = heldPairs(user.roles);
    return createHomeModel({ userId: user.userId, holds: (perm, view) => held.has(`${perm}|${view}`) });
  }, [user]);
  useEffect(() => model.start(), [model]);
  return (
    <div className="home" data-testid="home-page">
      <header className="home__header">
        <h1 className="home__title">{t('Home')}</h1>
        <p className="home__welcome">{t('Welcome back, %s', user.firstName || user.username)}</p>
      </header>
      <div className="home__grid">
        {SECTIONS.map((def) => (
          <Section key={def.id} def={def} model={model} />
        ))}
      </div>
    </div>
  );
}
