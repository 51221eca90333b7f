import { createContext } from "react-router";
import type { AppContextValues } from "../../contract/app-context.ts";

/** The values of contract/app-context.ts, as React Router's request context. */
export const appContext = createContext<AppContextValues>();
