import { useEffect } from 'react';
import type { DashboardModel } from './dashboard-model.ts';

/** Every `seconds` (0: never) the dashboard refreshes as a timed refresh (stagger, immune charts). */
export function useAutoRefresh(model: DashboardModel, seconds: number): void {
  useEffect(() => {
    if (!seconds || seconds <= 0) return;
    const id = setInterval(() => model.refreshDashboard(true), seconds * 1000);
    return () => clearInterval(id);
  }, [model, seconds]);
}
