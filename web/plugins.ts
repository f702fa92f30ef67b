// The web host's composition root: every web plugin it runs, listed explicitly.
import { catalogWebPlugin } from '../plugins/catalog/web/index.ts';
import { annotationsWebPlugin } from '../plugins/explore/web/annotations/annotations-web-plugin.ts';
import { sqllabWebPlugin } from '../plugins/sqllab/web/index.ts';
import type { WebPlugin } from './app/web-plugin.ts';
import { homeWebPlugin } from './home/home-page.ts';
import { securityWebPlugin } from './security/security-plugin.ts';
import { placeholderWebPlugin } from './shell/placeholder-plugin.ts';
import { shellWebPlugin } from './shell/shell-plugin.ts';

export const WEB_PLUGINS: readonly WebPlugin[] = [
  shellWebPlugin,
  homeWebPlugin,
  catalogWebPlugin,
  sqllabWebPlugin,
  securityWebPlugin,
  annotationsWebPlugin,
  placeholderWebPlugin,
];
