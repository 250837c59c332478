/** The current shop id (SPEC §3: curr_id, kept in the `__shop_curr` cookie) and the referral cookie. */
export const SHOP_COOKIE = '__shop_curr';
export const REF_COOKIE = 'ref_id';
export const REF_COOKIE_DAYS = 30;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

function writeCookie(name: string, value: string | undefined, maxAgeSeconds: number) {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === undefined
      ? `${name}=; path=/; max-age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

export const getCurrentShopId = () => readCookie(SHOP_COOKIE) || undefined;
export const setCurrentShopId = (id: string | undefined) => writeCookie(SHOP_COOKIE, id, 365 * 86400);

export const getRefId = () => readCookie(REF_COOKIE) || undefined;
export const setRefId = (ref: string) => writeCookie(REF_COOKIE, ref, REF_COOKIE_DAYS * 86400);
