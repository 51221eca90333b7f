import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../contract/permissions.ts";
import { createTestApp, type TestApp, type TestAppOptions } from "./app.ts";
import { seedContent } from "./seed.ts";
import {
  createStaff,
  createStaffOfEveryRole,
  type StaffOfEveryRole,
  type TestStaff,
} from "./staff.ts";

// What a test file shares, made in `beforeAll`. Each helper hands back, at once, an object that
// `beforeAll` fills in (Object.assign), so a file names it at the top (`const t = testAppForFile()`)
// and its hooks and tests read its fields as usual (`t.app`, `t.db`, `editor.token`).

/** An object filled in by `beforeAll` with what `make` gives (`timeout` for a slow one). */
export function madeBeforeAll<T extends object>(make: () => Promise<T>, timeout?: number): T {
  const shared = {} as T;
  beforeAll(async () => {
    Object.assign(shared, await make());
  }, timeout);
  return shared;
}

/** Like madeBeforeAll, and closed in `afterAll` (when it was made). */
export function forFile<T extends { close(): Promise<void> }>(
  make: () => Promise<T>,
  timeout?: number,
): T {
  let made: T | undefined;
  const shared = madeBeforeAll(async () => {
    made = await make();
    return made;
  }, timeout);
  afterAll(() => made?.close());
  return shared;
}

/** The file's test app; `seed`: content/ seeded into it (true), or the content folder named. */
export const testAppForFile = (options: TestAppOptions & { seed?: boolean | string } = {}) =>
  forFile(async () => {
    const t = await createTestApp(options);
    if (options.seed) await seedContent(t, options.seed === true ? undefined : options.seed);
    return t;
  });

/** A staff member of each of `roles` on the file's app, made after it. */
export function staffForFile<R extends Role>(
  t: TestApp,
  roles: readonly R[],
): Record<R, TestStaff> {
  const staff = {} as Record<R, TestStaff>;
  for (const role of roles) staff[role] = {} as TestStaff;
  beforeAll(async () => {
    for (const role of roles) Object.assign(staff[role], await createStaff(t, role));
  });
  return staff;
}

/** One staff member of every role on the file's app (createStaffOfEveryRole), made after it. */
export const staffOfEveryRoleForFile = (t: TestApp): StaffOfEveryRole =>
  madeBeforeAll(() => createStaffOfEveryRole(t));

/** The file's test app (content/ seeded with `seed`) and a staff member of every role on it. */
export function staffedAppForFile(options: { seed?: boolean } = {}) {
  const t = testAppForFile(options);
  return { t, staff: staffOfEveryRoleForFile(t) };
}
