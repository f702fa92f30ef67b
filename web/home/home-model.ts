import { proxy } from 'valtio';
import { api } from '../api/client.ts';
import { t } from '../i18n/t.ts';
import { addDangerToast } from '../toasts/toast-store.ts';
import {
  EDITED_PAGE_SIZE,
  HOME_PAGE_SIZE,
  RECENT_ACTIVITY,
  SERVED,
  itemOf,
  mergeItems,
  resourceSource,
  viewedItemOf,
  type ActivityItem,
  type ActivityKind,
  type ActivityTab,
} from './activity-sources.ts';

export type SectionId = 'recents' | 'dashboards' | 'charts' | 'saved_queries';

export interface SectionDef {
  id: SectionId;
  title: string;
  tabs: ActivityTab[];
  /** The resources the section lists. */
  kinds: ActivityKind[];
  /** "View All" goes here. */
  listUrl?: string;
}

export const SECTIONS: SectionDef[] = [
  {
    id: 'recents',
    title: t('Recents'),
    tabs: ['viewed', 'created', 'edited'],
    kinds: ['dashboard', 'chart', 'saved_query', 'dataset'],
  },
  {
    id: 'dashboards',
    title: t('Dashboards'),
    tabs: ['favorite', 'mine', 'other'],
    kinds: ['dashboard'],
    listUrl: '/dashboard/list/',
  },
  { id: 'charts', title: t('Charts'), tabs: ['favorite', 'mine', 'other'], kinds: ['chart'], listUrl: '/chart/list/' },
  {
    id: 'saved_queries',
    title: t('Saved queries'),
    tabs: ['mine', 'other'],
    kinds: ['saved_query'],
    listUrl: '/savedqueryview/list/',
  },
];

export const TAB_LABELS: Record<ActivityTab, string> = {
  viewed: t('Viewed'),
  created: t('Created'),
  edited: t('Edited'),
  favorite: t('Favorite'),
  mine: t('Mine'),
  other: t('Other'),
};

interface SectionState {
  tab: ActivityTab;
  items: ActivityItem[];
  loading: boolean;
  loaded: boolean;
}

const STORAGE_PREFIX = 'loupe.home.';

function storedTab(section: SectionDef): ActivityTab {
  try {
    const v = localStorage.getItem(STORAGE_PREFIX + section.id) as ActivityTab | null;
    if (v && section.tabs.includes(v)) return v;
  } catch {
    // No storage (private window): the first tab.
  }
  // Viewed needs the log's recent activity; without it, Created is the first list with answers.
  return section.tabs.find((tab) => tab !== 'viewed' || SERVED.log) ?? section.tabs[0]!;
}

export interface HomeUser {
  userId: number;
  /** Whether the caller holds a permission the server declares (so the endpoint exists). */
  holds: (perm: string, view: string) => boolean;
}

/** The home page's activity lists: one tab per section, each list loaded from what this server serves. */
export function createHomeModel(user: HomeUser) {
  const state = proxy({
    sections: Object.fromEntries(
      SECTIONS.map((s): [SectionId, SectionState] => [
        s.id,
        { tab: storedTab(s), items: [], loading: false, loaded: false },
      ]),
    ) as Record<SectionId, SectionState>,
  });
  const seq: Record<string, number> = {};

  async function fetchResource(kind: ActivityKind, tab: Exclude<ActivityTab, 'viewed'>): Promise<ActivityItem[]> {
    const source = resourceSource(kind, tab, user.userId);
    if (!source || !SERVED[kind] || !user.holds(source.needs.perm, source.needs.view)) return [];
    const res = await api.get<{ result: Record<string, unknown>[] }>(source.path, source.q);
    return res.result.map((row) => itemOf(kind, row));
  }

  async function fetchViewed(): Promise<ActivityItem[]> {
    if (!SERVED.log || !user.holds(RECENT_ACTIVITY.needs.perm, RECENT_ACTIVITY.needs.view)) return [];
    const res = await api.get<{ result: Record<string, unknown>[] }>(RECENT_ACTIVITY.path, RECENT_ACTIVITY.q);
    return res.result.map(viewedItemOf);
  }

  async function load(def: SectionDef): Promise<void> {
    const s = state.sections[def.id];
    const mine = (seq[def.id] = (seq[def.id] ?? 0) + 1);
    const tab = s.tab;
    s.loading = true;
    try {
      const items =
        tab === 'viewed'
          ? await fetchViewed()
          : mergeItems(
              await Promise.all(def.kinds.map((k) => fetchResource(k, tab))),
              tab === 'edited' ? EDITED_PAGE_SIZE : HOME_PAGE_SIZE,
            );
      if (seq[def.id] !== mine) return;
      s.items = items;
    } catch (err) {
      if (seq[def.id] !== mine) return;
      s.items = [];
      addDangerToast(t('There was an issue fetching your recent activity: %s', (err as Error).message));
    } finally {
      if (seq[def.id] === mine) {
        s.loading = false;
        s.loaded = true;
      }
    }
  }

  return {
    state,
    start(): void {
      for (const def of SECTIONS) void load(def);
    },
    setTab(id: SectionId, tab: ActivityTab): void {
      const def = SECTIONS.find((s) => s.id === id)!;
      if (state.sections[id].tab === tab) return;
      state.sections[id].tab = tab;
      try {
        localStorage.setItem(STORAGE_PREFIX + id, tab);
      } catch {
        // Not remembered: fine.
      }
      void load(def);
    },
  };
}

export type HomeModel = ReturnType<typeof createHomeModel>;
