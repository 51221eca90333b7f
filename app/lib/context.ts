import { createContext } from "react-router";

/** Values the Fastify server hands to every render (see server/plugins/react-router.ts). */
export type AppContextValues = {
  nonce: string;
  requestId: string;
  siteName: string;
  publicOrigin: string | undefined;
};

export const appContext = createContext<AppContextValues>({
  nonce: "",
  requestId: "",
  siteName: "Inkdoll",
  publicOrigin: undefined,
});
