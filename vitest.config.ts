import { defineConfig } from "vitest/config";

const globalSetup = ["server/test/global-setup.ts"];
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "pglite",
          include: ["{app,contract,server,scripts}/**/*.test.{ts,tsx}"],
          globalSetup,
          env: { TEST_DB: "pglite" },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(usePostgres
        ? [
            {
              test: {
                name: "postgres",
                include: ["server/{api,db}/**/*.test.ts", "server/*.test.ts"],
                exclude: ["server/config.test.ts"],
                globalSetup,
                env: { TEST_DB: "postgres" },
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
