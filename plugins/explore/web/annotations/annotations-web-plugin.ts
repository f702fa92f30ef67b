import { definePlugin } from '../../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../../web/app/web-plugin.ts';
import { t } from '../../../../web/i18n/t.ts';

const ANNOTATION_READ = { perm: 'can_read', view: 'Annotation' };

/**
 * The annotation layer pages of the explore plugin (Superset's Settings › Manage › Annotation
 * Layers), as their own small web plugin so they register apart from the Explore screen; the
 * explore web plugin may fold these contributions in.
 */
export const annotationsWebPlugin: WebPlugin = definePlugin({
  id: 'explore-annotations',
  web: {
    pages: [
      {
        path: '/annotationlayer/list/',
        title: t('Annotation Layers'),
        permission: ANNOTATION_READ,
        load: () => import('./annotation-layer-list-page.tsx'),
      },
      {
        path: '/annotationlayer/:pk/annotation/',
        title: t('Annotations'),
        permission: ANNOTATION_READ,
        load: () => import('./annotation-list-page.tsx'),
      },
    ],
    navItems: [
      {
        id: 'manage.annotation-layers',
        label: t('Annotation Layers'),
        href: '/annotationlayer/list/',
        menu: t('Manage'),
        order: 80,
        permission: ANNOTATION_READ,
      },
    ],
    commands: [
      {
        id: 'annotations.go-layers',
        title: t('Annotation Layers'),
        group: t('Navigate'),
        keywords: ['annotations', 'events', 'manage'],
        permission: ANNOTATION_READ,
        run: (ctx) => ctx.navigate('/annotationlayer/list/'),
      },
    ],
  },
});
