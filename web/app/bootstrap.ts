import type { PermissionPair } from './web-plugin.ts';

/**
 * What the server hands the page in `<div id="app" data-bootstrap="…">`, shaped like Superset's:
 * the signed-in user with the permission/view pairs of each role, feature flags and defaults.
 */
export interface BootstrapUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  isActive: boolean;
  isAdmin: boolean;
  /** Role name → its `[perm, view]` pairs. */
  roles: Record<string, [string, string][]>;
}

export interface BootstrapData {
  user: BootstrapUser;
  common: {
    feature_flags: Record<string, boolean>;
    /** The theme used until the user picks one (`system` follows the OS). */
    theme: { default: 'light' | 'dark' | 'system' };
    application_root: string;
  };
}

export function readBootstrap(el: HTMLElement): BootstrapData {
  const raw = el.dataset.bootstrap;
  if (!raw) throw new Error('The page carries no bootstrap data');
  return JSON.parse(raw) as BootstrapData;
}

/** Superset's rule on the client side: an admin holds everything, else some role holds the pair. */
export function makePermissionCheck(user: BootstrapUser): (pair?: PermissionPair) => boolean {
  const held = new Set<string>();
  for (const pairs of Object.values(user.roles)) for (const [perm, view] of pairs) held.add(`${perm}|${view}`);
  return (pair) => !pair || user.isAdmin || held.has(`${pair.perm}|${pair.view}`);
}
