// The part of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called with each response (autocannon then reads the body); headers by name as the server sent them. */
    onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string | string[]>) => void;
  }
  interface AutocannonClient {
    setRequests(requests: AutocannonRequest[]): void;
  }
  interface Options {
    url: string | string[];
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    title?: string;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
  }
  interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Instance extends PromiseLike<Result> {
    catch(onrejected: (err: unknown) => unknown): Promise<unknown>;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { AutocannonClient, AutocannonRequest, Options, Result };
}
