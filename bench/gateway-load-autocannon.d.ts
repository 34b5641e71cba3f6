// autocannon 8 ships no types; only what bench/gateway-load.ts uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | false;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
