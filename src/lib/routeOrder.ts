/**
 * Two patterns react-router ranks alike both take some paths: `/apps/private/:action` and
 * `/apps/:boost_sell/create` score the same, and both match `/apps/private/create`. The
 * router then takes the one mounted first, so the app mounts its screens in this order:
 * at the first segment where they differ, a fixed one before a parameter.
 */
const kinds = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') || segment === '*' ? 1 : 0));

export function byFixedSegments(a: string, b: string): number {
  const [x, y] = [kinds(a), kinds(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}
