import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorEnvelopeSchema } from "../../../contract/envelope.ts";
import { latestPerChannel, RELEASE_APPS } from "../../../contract/releases.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import type { ContentService } from "../../lib/content-service.ts";
import { countEvent } from "../../lib/metrics.ts";
import { FromQuerySchema } from "../common.ts";
import type { GeoLookup } from "../geo/service.ts";
import { sendRefusal } from "../refusal-status.ts";
import { recordDownload } from "./service.ts";

/**
 * Every download button is a plain link to this address: the click is counted (app, platform,
 * channel, region; nothing personal) and the visitor is sent on to the store. Only the addresses
 * of published releases (the newest on each channel) are ever redirected to.
 */
export default async function downloadRoutes(
  app: FastifyInstance,
  options: { geo: GeoLookup; content: ContentService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/download/go",
    {
      schema: {
        tags: ["download"],
        summary: "Count a download click and go to the store",
        querystring: z.object({
          app: z.enum(RELEASE_APPS, { error: `must be one of ${RELEASE_APPS.join(", ")}` }),
          channel: z.string({ error: "is required" }).regex(/^[a-z0-9-]{1,32}$/, {
            error: "must be a channel name such as appstore or apk",
          }),
          from: FromQuerySchema,
        }),
        response: { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { app: appKey, channel } = request.query;
      const { value } = await options.content.releases(appKey);
      const link = latestPerChannel(value ?? []).find((l) => l.channel === channel);
      if (!link) {
        const msg = `channel: no ${channel} link for ${appKey}`;
        return sendRefusal(reply, { reason: "not_found" }, msg);
      }
      const { region } = await options.geo.lookup(request.ip, "en_us");
      try {
        await recordDownload(app.db, {
          app: appKey,
          platform: link.platform,
          channel,
          region,
          createdAt: app.now(),
        });
      } catch (err) {
        // The visitor still gets the app; only this count is lost while the database is away.
        if (!isDatabaseUnavailable(err)) throw err;
        request.log.warn({ err }, "download not counted: database unavailable");
      }
      countEvent("download");
      reply.header("cache-control", "no-store");
      return reply.redirect(link.url, 302);
    },
  );
}
