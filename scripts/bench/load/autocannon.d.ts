/**
 * The part of autocannon's API the benchmarks use (autocannon ships no
 * types; @types/autocannon describes an older major).
 */
declare module 'autocannon' {
  /** One request of a sequence; function options are module paths in workers mode. */
  export interface AutocannonRequest {
    readonly method?: string;
    readonly path?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
    /** Absolute path of a CommonJS module exporting `(request, context) => request`. */
    readonly setupRequest?: string;
  }

  export interface AutocannonOptions {
    readonly url: string;
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    /** Seconds a request may take before it counts as a timeout. */
    readonly timeout?: number;
    /** Worker threads firing the requests; connections are divided among them. */
    readonly workers?: number;
    readonly method?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
    readonly requests?: readonly AutocannonRequest[];
    /** Absolute path of a CommonJS module exporting `(client) => void`, called once per connection. */
    readonly setupClient?: string;
  }

  export interface AutocannonStat {
    readonly average: number;
    readonly total: number;
    readonly p50: number;
    readonly p90: number;
    /** Not among autocannon's own percentiles: there when load/http.ts has added 95 to their list. */
    readonly p95?: number;
    readonly p97_5: number;
    readonly p99: number;
  }

  export interface AutocannonResult {
    /** Seconds. */
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>;
    /** Milliseconds. */
    readonly latency: AutocannonStat;
    /** Per-second samples; `total` is every completed request. */
    readonly requests: AutocannonStat;
  }

  /** Runs a load and resolves with its figures. */
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
