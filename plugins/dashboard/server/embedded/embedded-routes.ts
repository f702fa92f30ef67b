import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import type { ServerRoutes } from '../../../../server/host/server-plugin.ts';
import { ILoupeConfig, IWebPages } from '../../../../server/host/tokens.ts';
import { IGuestPolicy } from '../../../../server/security/guest-policy.ts';
import { IGuestUsers } from '../../../../server/security/guest-users.ts';
import { IMetadataDb } from '../../../../server/store/store.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { registerEmbeddedApiRoutes } from './embedded-api-routes.ts';
import { registerEmbeddedPageRoute } from './embedded-page-route.ts';
import { GuestDashboardRules } from './guest-dashboard-rules.ts';

/** Embedded dashboards: the configuration API, guest tokens, the `/embedded/<uuid>` page and the guests' reach. */
@injectable()
export class EmbeddedRoutes implements ServerRoutes {
  constructor(
    @inject(IMetadataDb) private readonly db: DashboardDb,
    @inject(ILoupeConfig) private readonly config: ILoupeConfig,
    @inject(IWebPages) private readonly pages: IWebPages,
    @inject(IGuestUsers) private readonly guestUsers: IGuestUsers,
    @inject(IGuestPolicy) private readonly guests: IGuestPolicy,
  ) {}

  register(app: FastifyInstance): void {
    const enabled = this.config.featureFlags.EMBEDDED_SUPERSET === true;
    const rules = this.guests.install(new GuestDashboardRules(this.db));
    app.addHook('onClose', async () => rules.dispose());
    registerEmbeddedApiRoutes(app, { db: this.db, guestUsers: this.guestUsers, enabled });
    registerEmbeddedPageRoute(app, { db: this.db, pages: this.pages, config: this.config, enabled });
  }
}
