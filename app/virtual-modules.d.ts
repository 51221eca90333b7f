/** The doll engine's client chunk (vite.config.ts, poseEngineChunk); null in dev. */
declare module "virtual:pose-engine-chunk" {
  const href: string | null;
  export default href;
}
