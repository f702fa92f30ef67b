import type { FastifyInstance, FastifyRequest } from 'fastify';
import { distinctResource } from '../rest/distinct-resource.ts';
import { infoResource } from '../rest/info-resource.ts';
import { listResource } from '../rest/list-resource.ts';
import { relatedResource } from '../rest/related-resource.ts';
import type { ResourceDef } from '../rest/resource-def.ts';
import { showResource } from '../rest/show-resource.ts';
import type { IPermissionCatalog } from '../security/permission-catalog.ts';
import type { IMetadataStore } from '../store/store.ts';
import { restContext, type LoupeRestContext } from './rest-context.ts';
import { resourceReadSchemas as schemas } from './resource-schemas.ts';

type Q = { Querystring: { q?: string } };

export interface ResourceRouteDeps {
  store: IMetadataStore;
  catalog: IPermissionCatalog;
}

/**
 * The FAB read routes of one resource, wired once: list, `_info`, `related/<col>`,
 * `distinct/<col>` and (unless the resource answers show itself) `<pk>`, each needing `can_read`
 * on the resource's class. `related` and `distinct` can be left out for a resource that has none.
 */
export function registerResourceReads(
  app: FastifyInstance,
  def: ResourceDef,
  deps: ResourceRouteDeps,
  opts: {
    show?: boolean;
    related?: boolean;
    distinct?: boolean;
    /** Completes the list's rows (fields read from elsewhere); `ids[i]` is the pk of `rows[i]`. */
    decorateList?: (rows: Record<string, unknown>[], ids: readonly unknown[], req: FastifyRequest) => Promise<void>;
  } = {},
): (req: FastifyRequest) => LoupeRestContext {
  const base = `/api/v1/${def.name}`;
  const read = { access: { perm: 'can_read', view: def.className } } as const;
  const ctx = (req: FastifyRequest) => restContext(req, deps.store.dialect, deps.catalog);
  const db = deps.store.db;

  app.get<Q>(`${base}/`, { config: read, schema: schemas.list }, async (req) => {
    const answer = await listResource(db, def, req.query.q, ctx(req));
    if (opts.decorateList) await opts.decorateList(answer.result, answer.ids, req);
    return answer;
  });
  app.get<Q>(`${base}/_info`, { config: read, schema: schemas.info }, async (req) =>
    infoResource(def, req.query.q, ctx(req)),
  );
  if (opts.related !== false)
    app.get<Q & { Params: { column: string } }>(
      `${base}/related/:column`,
      { config: read, schema: schemas.related },
      (req) => relatedResource(db, def, req.params.column, req.query.q, ctx(req)),
    );
  if (opts.distinct !== false)
    app.get<Q & { Params: { column: string } }>(
      `${base}/distinct/:column`,
      { config: read, schema: schemas.distinct },
      (req) => distinctResource(db, def, req.params.column, req.query.q, ctx(req)),
    );
  if (opts.show !== false) {
    app.get<Q & { Params: { pk: string } }>(`${base}/:pk`, { config: read, schema: schemas.show }, (req) =>
      showResource(db, def, req.params.pk, req.query.q, ctx(req)),
    );
  }
  return ctx;
}
