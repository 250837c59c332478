/** JSON kept in text columns (portable between SQLite and PostgreSQL). */
export function json<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
