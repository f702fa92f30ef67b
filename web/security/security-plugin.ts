import { definePlugin } from '../../core/kernel/plugin.ts';
import type { WebPlugin } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';

const USERS = { perm: 'can_read', view: 'User' };
const ROLES = { perm: 'can_read', view: 'Role' };
const RLS = { perm: 'can_read', view: 'Row Level Security' };

/**
 * Security administration (Superset's Settings › Security): List Users, List Roles and Row Level
 * Security, admin-only through the built-in roles, and every user's own info page.
 */
export const securityWebPlugin: WebPlugin = definePlugin({
  id: 'security',
  web: {
    pages: [
      { path: '/users/list/', title: t('List Users'), permission: USERS, load: () => import('./users-list-page.tsx') },
      { path: '/roles/list/', title: t('List Roles'), permission: ROLES, load: () => import('./roles-list-page.tsx') },
      {
        path: '/rowlevelsecurity/list/',
        title: t('Row Level Security'),
        permission: RLS,
        load: () => import('./rls-list-page.tsx'),
      },
      { path: '/user_info/', title: t('User info'), load: () => import('./user-info-page.tsx') },
    ],
    navItems: [
      {
        id: 'security.users',
        label: t('List Users'),
        href: '/users/list/',
        menu: t('Security'),
        order: 90,
        permission: USERS,
      },
      {
        id: 'security.roles',
        label: t('List Roles'),
        href: '/roles/list/',
        menu: t('Security'),
        order: 91,
        permission: ROLES,
      },
      {
        id: 'security.rls',
        label: t('Row Level Security'),
        href: '/rowlevelsecurity/list/',
        menu: t('Security'),
        order: 92,
        permission: RLS,
      },
    ],
    commands: [
      {
        id: 'security.go-users',
        title: t('List Users'),
        group: t('Navigate'),
        keywords: ['security', 'accounts'],
        permission: USERS,
        run: (ctx) => ctx.navigate('/users/list/'),
      },
      {
        id: 'security.go-roles',
        title: t('List Roles'),
        group: t('Navigate'),
        keywords: ['security', 'permissions'],
        permission: ROLES,
        run: (ctx) => ctx.navigate('/roles/list/'),
      },
      {
        id: 'security.go-rls',
        title: t('Row Level Security'),
        group: t('Navigate'),
        keywords: ['security', 'rls', 'filters'],
        permission: RLS,
        run: (ctx) => ctx.navigate('/rowlevelsecurity/list/'),
      },
      {
        id: 'security.user-info',
        title: t('User info'),
        group: t('Navigate'),
        keywords: ['profile', 'password', 'me'],
        run: (ctx) => ctx.navigate('/user_info/'),
      },
    ],
  },
});
