// The stores @fastify/rate-limit ships, reused by the fail-over store in rate-limit.ts.
declare module "@fastify/rate-limit/store/*.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";

  type Store = FastifyRateLimitStore & {
    child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean }): Store;
  };
  const StoreCtor: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    ...rest: unknown[]
  ) => Store;
  export default StoreCtor;
}
