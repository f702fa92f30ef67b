/**
 * What the HTTP fuzz starts from for each route: valid path parameters, and a valid querystring
 * or body where a route needs one to reach its number and date handling. The fuzz then replaces
 * one piece at a time with an odd value.
 */

export interface FixtureIds {
  databaseId: number;
  datasetId: number;
}

/** A valid value of each path parameter name the routes use. */
export function pathValues(ids: FixtureIds): Record<string, string> {
  return {
    pk: String(ids.datasetId),
    column: 'name',
    item: '1',
    table: 'birth_names',
    schema: 'main',
    type: 'table',
    cache_key: 'abc',
    client_id: 'abc123',
    clientId: 'abc123',
    key: 'abc',
    id: '1',
    file: 'app.js',
    idOrSlug: '1',
    id_or_slug: '1',
    uuid: '00000000-0000-4000-8000-000000000000',
    annotation_id: '1',
    datasource_type: 'table',
    datasource_id: String(ids.datasetId),
    '*': 'index.css',
  };
}

export interface BaseRequest {
  query?: Record<string, string>;
  body?: unknown;
}

/** Base requests by `METHOD url` (Fastify's pattern), for routes that need more than `{}`. */
export function baseRequests(ids: FixtureIds, chartDataBody: unknown): Record<string, BaseRequest> {
  const db = ids.databaseId;
  return {
    'POST /api/v1/chart/data': { body: chartDataBody },
    'POST /api/v1/security/guest_token/': {
      body: {
        user: { username: 'fuzz' },
        resources: [{ type: 'dashboard', id: '1' }],
        rls: [{ dataset: ids.datasetId, clause: '1 = 1' }],
      },
    },
    'POST /api/v1/dashboard/:id_or_slug/embedded': { body: { allowed_domains: ['https://fuzz.example'] } },
    'PUT /api/v1/dashboard/:id_or_slug/embedded': { body: { allowed_domains: [] } },
    'POST /api/v1/annotation_layer/': { body: { name: 'fuzz layer', descr: 'x' } },
    'POST /api/v1/annotation_layer/:pk/annotation/': {
      body: {
        short_descr: 'fuzz',
        start_dttm: '2020-01-01T00:00:00',
        end_dttm: '2020-01-02T00:00:00',
        json_metadata: '{}',
      },
    },
    'PUT /api/v1/annotation_layer/:pk/annotation/:annotation_id': {
      body: { start_dttm: '2020-01-01T00:00:00', end_dttm: '2020-01-02T00:00:00' },
    },
    'GET /api/v1/chart/:pk/data/': { query: { format: 'json', type: 'full', force: 'false' } },
    'POST /api/v1/sqllab/execute/': {
      body: {
        database_id: db,
        sql: 'SELECT 1 AS x',
        runAsync: false,
        queryLimit: 10,
        client_id: 'fz0001',
        schema: 'main',
        tab: 'fuzz',
        select_as_cta: false,
        templateParams: '{}',
        json: true,
        expand_data: true,
      },
    },
    'POST /api/v1/sqllab/estimate/': { body: { database_id: db, sql: 'SELECT 1', template_params: {} } },
    'POST /api/v1/sqllab/format_sql/': { body: { sql: 'select 1', engine: 'duckdb' } },
    'POST /api/v1/sqllab/permalink': {
      body: { dbId: db, sql: 'select 1', name: 'fz', autorun: false, schema: 'main', templateParams: '' },
    },
    'GET /api/v1/sqllab/results/': { query: { q: '(key:abc,rows:10)' } },
    'GET /api/v1/query/updated_since': { query: { q: '(last_updated_ms:0)' } },
    'POST /api/v1/query/stop': { body: { client_id: 'fz0001' } },
    'POST /api/v1/database/': {
      body: {
        database_name: 'fz',
        sqlalchemy_uri: 'duckdb:///:memory:',
        expose_in_sqllab: true,
        allow_run_async: false,
        cache_timeout: 10,
        extra: '{"engine_params":{}}',
      },
    },
    'PUT /api/v1/database/:pk': { body: { database_name: 'fz2', cache_timeout: 10 } },
    'POST /api/v1/database/test_connection/': {
      body: { sqlalchemy_uri: 'duckdb:///:memory:', database_name: 'fz', extra: '{}' },
    },
    'POST /api/v1/database/validate_parameters/': {
      body: { engine: 'postgresql', parameters: { host: '127.0.0.1', port: 5432, database: 'test', username: 'u' } },
    },
    'GET /api/v1/database/:pk/tables/': { query: { q: '(schema_name:main,force:!f)' } },
    'GET /api/v1/database/:pk/schemas/': { query: { q: '(force:!f)' } },
    'GET /api/v1/database/:pk/table_metadata/': { query: { name: 'birth_names', schema: 'main' } },
    'GET /api/v1/database/:pk/table_metadata/extra/': { query: { name: 'birth_names', schema: 'main' } },
    'POST /api/v1/dataset/': { body: { database: db, schema: 'main', table_name: 'birth_names' } },
    'PUT /api/v1/dataset/:pk': { body: { description: 'fz', cache_timeout: 10, offset: 0 } },
    'POST /api/v1/dataset/duplicate': { body: { base_model_id: ids.datasetId, table_name: 'fz_dup' } },
    'PUT /api/v1/dataset/warm_up_cache': { body: { db_name: 'examples', table_name: 'birth_names' } },
    'POST /api/v1/dataset/get_or_create/': { body: { database_id: db, table_name: 'birth_names', schema: 'main' } },
    'POST /api/v1/rowlevelsecurity/': {
      body: { name: 'fz', filter_type: 'Regular', tables: [ids.datasetId], roles: [1], clause: '1=1', group_key: '' },
    },
    'PUT /api/v1/rowlevelsecurity/:pk': { body: { name: 'fz2', clause: '1=1' } },
    'POST /api/v1/saved_query/': {
      body: { db_id: db, label: 'fz', sql: 'select 1', schema: 'main', description: '', template_parameters: '{}' },
    },
    'PUT /api/v1/saved_query/:pk': { body: { label: 'fz2', sql: 'select 2' } },
    'GET /api/v1/time_range/': { query: { q: "'Last day'" } },
    'POST /api/v1/security/login': { body: { username: 'nobody', password: 'x', provider: 'db', refresh: true } },
    'POST /datasource/samples': {
      query: {
        datasource_id: String(ids.datasetId),
        datasource_type: 'table',
        force: 'false',
        page: '1',
        per_page: '10',
      },
      body: { filters: [{ col: 'name', op: '==', val: 'x' }] },
    },
    'POST /tabstateview/': {
      body: {
        queryEditor: JSON.stringify({
          name: 'fz',
          dbId: db,
          schema: 'main',
          sql: 'select 1',
          autorun: false,
          queryLimit: 10,
        }),
      },
    },
    'PUT /tabstateview/:pk': { body: { sql: 'select 1', query_limit: 10, latest_query_id: 'abc' } },
    'POST /tableschemaview/': {
      body: {
        table: JSON.stringify({ dbId: db, schema: 'main', name: 'birth_names', queryEditorId: 1, expanded: true }),
      },
    },
    'POST /api/v1/chart/': {
      body: {
        slice_name: 'fz',
        datasource_id: ids.datasetId,
        datasource_type: 'table',
        params: '{}',
        cache_timeout: 10,
        owners: [1],
      },
    },
    'PUT /api/v1/chart/:pk': { body: { slice_name: 'fz2', cache_timeout: 10 } },
    'GET /api/v1/chart/:pk/cache_screenshot/': { query: { q: '(force:!f,window_size:!(800,600))' } },
    'GET /api/v1/explore/': {
      query: { slice_id: '1', datasource_id: String(ids.datasetId), datasource_type: 'table' },
    },
    'POST /api/v1/explore/form_data': {
      query: { tab_id: '1' },
      body: { datasource_id: ids.datasetId, datasource_type: 'table', chart_id: null, form_data: '{}' },
    },
    'PUT /api/v1/explore/form_data/:key': {
      query: { tab_id: '1' },
      body: { datasource_id: ids.datasetId, datasource_type: 'table', form_data: '{}' },
    },
    'POST /api/v1/explore/permalink': {
      body: { formData: { datasource: `${ids.datasetId}__table`, viz_type: 'table' }, urlParams: [['a', 'b']] },
    },
    'GET /superset/fetch_datasource_metadata': { query: { datasourceKey: `${ids.datasetId}__table` } },
    'GET /superset/explore/': {
      query: {
        form_data: JSON.stringify({ datasource: `${ids.datasetId}__table`, viz_type: 'table' }),
        standalone: '1',
      },
    },
    'POST /superset/explore/': {
      query: { standalone: '1' },
      body: { form_data: JSON.stringify({ datasource: `${ids.datasetId}__table`, viz_type: 'table' }) },
    },
    'GET /superset/explore_json/': {
      query: {
        form_data: JSON.stringify({ datasource: `${ids.datasetId}__table`, viz_type: 'table', metrics: ['count'] }),
      },
    },
    'POST /superset/explore_json/': {
      body: {
        form_data: JSON.stringify({ datasource: `${ids.datasetId}__table`, viz_type: 'table', metrics: ['count'] }),
      },
    },
    'GET /api/v1/advanced_data_type/convert': { query: { q: '(type:port,values:!(80))' } },
    'POST /kv/store/': { body: { data: '{"a":1}' } },
    'POST /savedqueryviewapi/api/create': { body: { db_id: db, label: 'fz', sql: 'select 1', schema: 'main' } },
  };
}
