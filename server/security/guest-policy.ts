import { token } from '../../core/di/token.ts';
import type { Disposable } from '../../core/kernel/disposable.ts';
import { forbidden } from '../http/errors.ts';
import type { AuthUser } from './auth-user.ts';

/** What a guest asks of chart data: the context's form_data and queries, on one dataset. */
export interface GuestChartDataAsk {
  formData: Record<string, unknown> | null;
  queries: readonly Record<string, unknown>[];
  datasetId: number;
}

/** The checks that depend on dashboards, which the plugin owning them provides. */
export interface GuestPolicyRules {
  /** Resolves, or throws 403: only a chart of a dashboard the guest reaches, unmodified (embedded-sdk.md §4). */
  assertChartData(user: AuthUser, ask: GuestChartDataAsk): Promise<void>;
}

/**
 * What a guest of an embedded dashboard may reach beyond its role. The host registers it refusing
 * everything; the dashboard plugin installs the real rules when it activates (it activates after
 * the services that consult it are built, so they hold this one object, not the rules).
 */
export class GuestPolicy implements GuestPolicyRules {
  private rules: GuestPolicyRules | null = null;

  install(rules: GuestPolicyRules): Disposable {
    this.rules = rules;
    return {
      dispose: () => {
        if (this.rules === rules) this.rules = null;
      },
    };
  }

  async assertChartData(user: AuthUser, ask: GuestChartDataAsk): Promise<void> {
    if (!this.rules) throw forbidden();
    await this.rules.assertChartData(user, ask);
  }
}

export type IGuestPolicy = GuestPolicy;
export const IGuestPolicy = token<IGuestPolicy>('IGuestPolicy');
