import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest } from '../../../../server/http/errors.ts';
import { formFields, requiredField } from './form-fields.ts';
import { idParam } from './route-params.ts';
import { check, type QueryEditorForm, type TableForm } from './tab-state-schemas.ts';
import type { TableSchemaService } from './table-schema-service.ts';
import type { TabStateService } from './tab-state-service.ts';

/** A bare JSON value (`5`, `"OK"`), as Superset's `json_success(json.dumps(...))` answers. */
const json = (reply: FastifyReply, value: unknown) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(value));

const tabAccess = (perm: string) => ({ access: { perm, view: 'TabStateView' } }) as const;
const tableAccess = (perm: string) => ({ access: { perm, view: 'TableSchemaView' } }) as const;

/**
 * Superset's legacy `/tabstateview/` and `/tableschemaview/` (reference §5.6): form bodies whose
 * values are JSON strings; 404 for a missing tab, 403 for someone else's.
 */
export function registerTabStateRoutes(
  app: FastifyInstance,
  deps: { tabs: TabStateService; tables: TableSchemaService },
): void {
  const { tabs, tables } = deps;

  app.post('/tabstateview/', { config: tabAccess('can_post') }, async (req) => {
    const editor = check<QueryEditorForm>('queryEditor', requiredField(formFields(req), 'queryEditor'), 'queryEditor');
    return { id: await tabs.create(editor, req.user!) };
  });

  app.get('/tabstateview/:pk', { config: tabAccess('can_get') }, (req) => tabs.get(idParam(req), req.user!));

  app.put('/tabstateview/:pk', { config: tabAccess('can_put') }, async (req, reply) => {
    const id = idParam(req);
    // The tab first, as Superset does: a deleted (or another's) tab answers 404 (403) whatever the body.
    await tabs.owned(id, req.user!);
    const fields = check<Record<string, unknown>>('tabUpdate', formFields(req));
    await tabs.update(id, fields, req.user!);
    return json(reply, id);
  });

  app.delete('/tabstateview/:pk', { config: tabAccess('can_delete') }, async (req, reply) => {
    await tabs.delete(idParam(req), req.user!);
    return json(reply, 'OK');
  });

  app.post('/tabstateview/:pk/activate', { config: tabAccess('can_activate') }, async (req, reply) => {
    const id = idParam(req);
    await tabs.activate(id, req.user!);
    return json(reply, id);
  });

  app.post('/tabstateview/:pk/migrate_query', { config: tabAccess('can_migrate_query') }, async (req, reply) => {
    const id = idParam(req);
    const queryId = requiredField(formFields(req), 'queryId');
    if (typeof queryId !== 'string' || !queryId) throw badRequest({ queryId: ['Not a valid string.'] });
    await tabs.migrateQuery(id, queryId, req.user!);
    return json(reply, id);
  });

  app.delete<{ Params: { pk: string; clientId: string } }>(
    '/tabstateview/:pk/query/:clientId',
    { config: tabAccess('can_delete_query') },
    async (req, reply) => {
      await tabs.deleteQuery(idParam(req), req.params.clientId, req.user!);
      return json(reply, 'OK');
    },
  );

  app.post('/tableschemaview/', { config: tableAccess('can_post') }, async (req) => {
    const table = check<TableForm & Record<string, unknown>>('table', requiredField(formFields(req), 'table'), 'table');
    return { id: await tables.create(table, req.user!) };
  });

  app.delete('/tableschemaview/:pk', { config: tableAccess('can_delete') }, async (req, reply) => {
    await tables.delete(idParam(req), req.user!);
    return json(reply, 'OK');
  });

  app.post('/tableschemaview/:pk/expanded', { config: tableAccess('can_expanded') }, async (req) => {
    const id = idParam(req);
    const expanded = requiredField(formFields(req), 'expanded');
    if (typeof expanded !== 'boolean') throw badRequest({ expanded: ['Not a valid boolean.'] });
    await tables.setExpanded(id, expanded, req.user!);
    return { id, expanded };
  });
}
