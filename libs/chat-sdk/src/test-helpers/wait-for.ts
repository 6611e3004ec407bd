// Test helper: polls a condition so integration tests wait on real network events without fixed sleeps.

/** Resolves once `check` returns a truthy value; rejects with `message` after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T,
  message: string,
  timeoutMs = 10_000,
): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
