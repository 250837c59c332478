/** SPEC §2 /templates/template-1 to 3: the starting templates, in the catalogue's order. */
export const START_TEMPLATE_COUNT = 3;
export const startTemplatePath = (n: number) => `/templates/template-${n}`;
/** `/templates/template-2` -> 2; anything else -> null. */
export function startTemplateNumber(pathname: string): number | null {
  const n = Number(/\/templates\/template-(\d+)\/?$/.exec(pathname)?.[1]);
  return Number.isInteger(n) && n >= 1 && n <= START_TEMPLATE_COUNT ? n : null;
}
