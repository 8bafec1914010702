import { describe, expect, it } from 'vitest';
import { MAX_METRICS, PerformanceMonitor } from './performance-monitor';

describe('PerformanceMonitor (spec §9)', () => {
  it('keeps only the last 100 metrics', () => {
    const monitor = new PerformanceMonitor(() => undefined);
    for (let i = 0; i < 150; i++) monitor.record('m', i);
    expect(monitor.getMetrics()).toHaveLength(MAX_METRICS);
    expect(monitor.getMetrics()[0]!.value).toBe(50);
  });
  it('warns above 80 % heap use only', () => {
    const warnings: string[] = [];
    const monitor = new PerformanceMonitor((m) => warnings.push(m));
    monitor.sampleMemory({ usedJSHeapSize: 80, totalJSHeapSize: 90, jsHeapSizeLimit: 100 });
    expect(warnings).toEqual([]);
    monitor.sampleMemory({ usedJSHeapSize: 81, totalJSHeapSize: 90, jsHeapSizeLimit: 100 });
    expect(warnings).toEqual(['High memory use: 81% of the JS heap limit']);
  });
  it('warns on tasks over 50 ms', () => {
    const warnings: string[] = [];
    const monitor = new PerformanceMonitor((m) => warnings.push(m));
    monitor.recordLongTask(50);
    monitor.recordLongTask(51);
    expect(warnings).toEqual(['Long task: 51 ms blocked the main thread']);
    expect(monitor.getMetrics().map((m) => m.value)).toEqual([50, 51]);
  });
});
