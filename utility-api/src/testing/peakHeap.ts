/**
 * Runs `work` while sampling the heap on every turn of the event loop it leaves free, and answers how
 * far the heap grew above where it started. A reader that yields between pieces is sampled throughout;
 * one that blocks is sampled only around its blocking stretches, so the figure is a lower bound there.
 */
export async function peakHeapGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthBytes: number }> {
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const sampler = setInterval(sample, 1);
  try {
    const result = await work();
    sample();
    return { result, growthBytes: peak - start };
  } finally {
    clearInterval(sampler);
  }
}
