import type { ComponentType } from 'react';
import type { PluginManifest } from '../../core/kernel/plugin.ts';

/** A permission/view pair as the server's `_info` and bootstrap payload name them. */
export interface PermissionPair {
  perm: string;
  view: string;
}

/** Props every page component receives from the router. */
export interface PageProps {
  /** Named segments of the matched path (`/superset/dashboard/:idOrSlug/` → `{ idOrSlug }`). */
  params: Record<string, string>;
  /** The query string, parsed. */
  search: URLSearchParams;
}

/** A page at a Superset-compatible path; its component loads lazily (its own bundle chunk). */
export interface PageContribution {
  /** A path pattern with `:name` segments and a trailing slash, e.g. `/databaseview/list/`. */
  path: string;
  /** The document title and the palette's "Go to" entry. */
  title: string;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Shown only to users holding this pair (Admin holds all). */
  permission?: PermissionPair;
}

/** An entry of the top navigation, in a menu (`Data`, `Settings`…) or on its own. */
export interface NavItemContribution {
  id: string;
  label: string;
  href: string;
  /** The menu it sits in; none for a top-level link. */
  menu?: string;
  order?: number;
  permission?: PermissionPair;
}

export interface CommandContext {
  navigate(path: string): void;
}

/** Something the command palette (Ctrl+K) can run. */
export interface CommandContribution {
  id: string;
  title: string;
  /** Group heading in the palette ("Navigate", "Create", "Theme"…). */
  group: string;
  keywords?: string[];
  /** Shown beside the title, e.g. `Ctrl+Shift+L`. */
  shortcut?: string;
  permission?: PermissionPair;
  run(ctx: CommandContext): void | Promise<void>;
}

/** What a feature plugin brings to the browser host. */
export interface WebPluginPart {
  pages?: PageContribution[];
  navItems?: NavItemContribution[];
  commands?: CommandContribution[];
}

export type WebPlugin = PluginManifest<unknown, WebPluginPart>;
