import { Registry } from 'prom-client';
const KEY = Symbol.for('shop.metrics.registry');
export function metricsRegistry(): Registry { const g = globalThis as Record<symbol, unknown>; return (g[KEY] ??= new Registry()) as Registry; }
