// The few parts of autocannon the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Worker threads the load is sent from, off the calling thread. */
    workers?: number;
  }
  export interface Result {
    non2xx: number;
    errors: number;
    requests: { average: number };
    latency: { p50: number; p99: number };
  }
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown;
}
