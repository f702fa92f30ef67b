import { token } from '../../core/di/token.ts';

/** A FAB permission/view-menu pair, e.g. `can_read` on `Dataset`. */
export interface PermissionView {
  perm: string;
  view: string;
}

export const pvKey = (perm: string, view: string): string => `${perm}|${view}`;

/**
 * Every permission/view pair Loupe knows: those its routes declare, plus the ones features add
 * (menus, SQL Lab's set, per-database access). Role sync reads this to build the built-in roles.
 */
export interface IPermissionCatalog {
  add(perm: string, view: string): void;
  has(perm: string, view: string): boolean;
  all(): PermissionView[];
}
export const IPermissionCatalog = token<IPermissionCatalog>('IPermissionCatalog');

export class PermissionCatalog implements IPermissionCatalog {
  private readonly pairs = new Map<string, PermissionView>();

  add(perm: string, view: string): void {
    this.pairs.set(pvKey(perm, view), { perm, view });
  }

  has(perm: string, view: string): boolean {
    return this.pairs.has(pvKey(perm, view));
  }

  all(): PermissionView[] {
    return [...this.pairs.values()].sort((a, b) => a.view.localeCompare(b.view) || a.perm.localeCompare(b.perm));
  }
}
