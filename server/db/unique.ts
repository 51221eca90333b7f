/** A unique constraint broken (PostgreSQL's 23505), as postgres.js or PGlite (in `cause`) report it. */
export function isUniqueViolation(err: unknown): boolean {
  const { code, cause } = (err ?? {}) as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/**
 * Runs a write that may break a unique constraint (a slug, a version taken meanwhile): answers
 * `taken` then, rather than the error, so two editors saving at once get a refusal, not a 500.
 */
export async function unlessTaken<T, R>(write: () => Promise<T>, taken: R): Promise<T | R> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) return taken;
    throw err;
  }
}
