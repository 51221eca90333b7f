import { useResource } from "../../lib/use-resource.ts";
import { accountApi, twoFactorApi } from "./account-api.ts";

// One hook per resource of the account page; `userId` keys the data to the logged-in account.

export const useSessions = (userId: number) => useResource(accountApi.sessions, userId);

export const useTwoFactorStatus = (userId: number) => useResource(twoFactorApi.status, userId);
