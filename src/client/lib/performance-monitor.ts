/** Spec §9: keeps the last 100 metrics, samples memory every 5 s, warns above 80% heap and on tasks over 50 ms. */
export const MAX_METRICS = 100;
export const MEMORY_SAMPLE_MS = 5000;
export const HEAP_WARN_RATIO = 0.8;
export const LONG_TASK_MS = 50;

export interface Metric {
  name: string;
  value: number;
  at: number;
  detail?: Record<string, unknown>;
}

interface MemoryInfo {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
  totalJSHeapSize: number;
}

export class PerformanceMonitor {
  private metrics: Metric[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private observers: PerformanceObserver[] = [];

  constructor(private readonly warn: (message: string) => void = (m) => console.warn(m)) {}

  record(name: string, value: number, detail?: Record<string, unknown>) {
    this.metrics.push({ name, value, at: Date.now(), detail });
    if (this.metrics.length > MAX_METRICS) this.metrics.splice(0, this.metrics.length - MAX_METRICS);
  }

  getMetrics(): readonly Metric[] {
    return this.metrics;
  }

  /** One memory sample; `performance.memory` exists in Chromium only. */
  sampleMemory(memory: MemoryInfo | undefined = (performance as Performance & { memory?: MemoryInfo }).memory) {
    if (!memory || !memory.jsHeapSizeLimit) return;
    const ratio = memory.usedJSHeapSize / memory.jsHeapSizeLimit;
    this.record('memory.used', memory.usedJSHeapSize, { ratio });
    if (ratio > HEAP_WARN_RATIO) this.warn(`High memory use: ${(ratio * 100).toFixed(0)}% of the JS heap limit`);
  }

  recordLongTask(duration: number, name = 'longtask') {
    this.record('longtask', duration, { name });
    if (duration > LONG_TASK_MS) this.warn(`Long task: ${duration.toFixed(0)} ms blocked the main thread`);
  }

  start() {
    if (this.timer) return;
    this.sampleMemory();
    this.timer = setInterval(() => this.sampleMemory(), MEMORY_SAMPLE_MS);
    this.observe('longtask', (entry) => this.recordLongTask(entry.duration, entry.name));
    this.observe('largest-contentful-paint', (entry) => this.record('lcp', entry.startTime));
    this.observe('layout-shift', (entry) => {
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
      if (!shift.hadRecentInput) this.record('cls', shift.value);
    });
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav) this.record('ttfb', nav.responseStart);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const o of this.observers) o.disconnect();
    this.observers = [];
  }

  private observe(type: string, onEntry: (entry: PerformanceEntry) => void) {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true });
      this.observers.push(observer);
    } catch {
      // entry type unsupported in this browser
    }
  }
}

export const performanceMonitor = new PerformanceMonitor();
