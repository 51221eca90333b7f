import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRegisterOptions,
} from "fastify";

/**
 * One entry of a registration table (app.ts, routes.ts): a plugin with its options, or a step run
 * at that point of the sequence (a hook that must sit between two plugins). The tables are
 * registered in order by registerAll: plugins' hooks run in the order they were added, so an
 * entry's place in its table is part of the behaviour.
 */
export type Registration = {
  plugin: FastifyPluginAsync<never> | FastifyPluginCallback<never> | "step";
  register(app: FastifyInstance): PromiseLike<unknown>;
};

type Plugin<O extends FastifyPluginOptions> = FastifyPluginAsync<O> | FastifyPluginCallback<O>;

/** A plugin and its options (required when the plugin requires any). */
export function use<O extends FastifyPluginOptions>(
  plugin: Plugin<O>,
  ...[options]: Record<string, never> extends O
    ? [FastifyRegisterOptions<O>?]
    : [FastifyRegisterOptions<O>]
): Registration {
  return {
    plugin: plugin as Registration["plugin"],
    register: (app) => app.register(plugin, options as FastifyRegisterOptions<O>),
  };
}

/** Work done at this place in the sequence, on the instance being registered into. */
export function step(run: (app: FastifyInstance) => unknown): Registration {
  return { plugin: "step", register: async (app) => run(app) };
}

/** Registers the entries one after the other; `false` entries (a condition not met) are skipped. */
export async function registerAll(
  app: FastifyInstance,
  entries: readonly (Registration | false)[],
): Promise<void> {
  for (const entry of entries) if (entry) await entry.register(app);
}
