import { z } from 'zod';

/** GET /api/monitoring: what the browser needs to report (the public DSN and environment), or `dsn: null` when off. */
export const monitoringConfigSchema = z.union([
  z.object({ dsn: z.string().min(1), environment: z.string().min(1) }),
  z.object({ dsn: z.null() }),
]);
export type MonitoringConfig = z.infer<typeof monitoringConfigSchema>;

/** The site's own route: the config (GET) and Sentry's tunnel (POST), site/app/api/monitoring/route.ts. */
export const MONITORING_ROUTE = '/api/monitoring';
