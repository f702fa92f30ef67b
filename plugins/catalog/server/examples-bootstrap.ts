import fs from 'node:fs';
import type { CatalogDb } from './migrations/catalog-tables.ts';
import { inject, injectable } from 'tsyringe';
import { buildExamples, EXAMPLE_DATASETS, EXAMPLES_DATABASE_NAME } from '../../../fixtures/examples/index.ts';
import type { ServerBootstrap } from '../../../server/host/server-plugin.ts';
import { ILogger, ILoupeConfig } from '../../../server/host/tokens.ts';
import { IUserService } from '../../../server/security/user-service.ts';
import { IMetadataDb } from '../../../server/store/store.ts';
import { IDatabaseService } from './databases/database-service.ts';
import { DatasetService } from './datasets/dataset-service.ts';
import { examplesFileOf } from './databases/database-uri-safety.ts';

/**
 * First start: builds `<dataDir>/examples.duckdb` (unless already there) and registers it as the
 * `examples` database with its datasets, owned by the first admin. Does nothing once `examples`
 * exists, or when LOUPE_EXAMPLES=false.
 */
@injectable()
export class ExamplesBootstrap implements ServerBootstrap {
  constructor(
    @inject(ILoupeConfig) private readonly config: ILoupeConfig,
    @inject(IMetadataDb) private readonly db: CatalogDb,
    @inject(IUserService) private readonly users: IUserService,
    @inject(ILogger) private readonly logger: ILogger,
    @inject(IDatabaseService) private readonly databases: IDatabaseService,
    @inject(DatasetService) private readonly datasets: DatasetService,
  ) {}

  async run(progress: (step: string, done: number, total: number) => void): Promise<void> {
    const { config, db, databases, datasets } = this;
    if (!config.examples) return;
    if (await db.selectFrom('dbs').select('id').where('database_name', '=', EXAMPLES_DATABASE_NAME).executeTakeFirst())
      return;
    const admin = await db
      .selectFrom('ab_user as u')
      .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
      .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
      .select('u.id')
      .where('r.name', '=', 'Admin')
      .orderBy('u.id')
      .executeTakeFirst();
    const owner = admin ? await this.users.load(admin.id as number) : null;
    if (!owner) {
      this.logger.warn('No admin user yet: the examples database is registered on the next start');
      return;
    }
    const file = examplesFileOf(config.dataDir);
    if (!fs.existsSync(file)) {
      const started = Date.now();
      await buildExamples({ path: file, onProgress: (p) => progress(`building examples: ${p.step}`, p.done, p.total) });
      this.logger.info({ ms: Date.now() - started, file }, 'built the examples database');
    }
    const total = EXAMPLE_DATASETS.length + 1;
    progress('registering the examples database', 0, total);
    const { id: databaseId } = await databases.create(
      {
        database_name: EXAMPLES_DATABASE_NAME,
        sqlalchemy_uri: `duckdb:///${file}`,
        expose_in_sqllab: true,
        allow_run_async: true,
        extra: JSON.stringify({ allows_virtual_table_explore: true, cost_estimate_enabled: true }),
      },
      owner.id,
    );
    let done = 1;
    for (const spec of EXAMPLE_DATASETS) {
      progress(`registering dataset ${spec.table_name}`, done++, total);
      const { id } = await datasets.create(
        { database: databaseId, schema: spec.schema, table_name: spec.table_name, owners: [owner.id] },
        owner,
      );
      const columns = await db
        .selectFrom('table_columns')
        .selectAll()
        .where('table_id', '=', id)
        .orderBy('id')
        .execute();
      await datasets.update(
        id,
        {
          description: spec.description,
          main_dttm_col: spec.main_dttm_col,
          metrics: spec.metrics.map((m) => ({
            metric_name: m.metric_name,
            expression: m.expression,
            verbose_name: m.verbose_name ?? null,
            d3format: m.d3format ?? null,
          })),
          columns: columns.map((c) => ({
            id: c.id as number,
            column_name: c.column_name as string,
            type: c.type as string | null,
            is_dttm: Boolean(c.is_dttm),
            ...spec.columns?.[c.column_name as string],
          })),
        },
        owner,
      );
    }
    progress('registered the examples', total, total);
  }
}
