/** YYYY-MM-DD (SPEC §9 date format). */
export const shortDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
