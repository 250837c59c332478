/** SPEC §2: /online-store/domains and /online-store/domains/{action?}/{id} (here: connect/{id}, the DNS records). */
export const DOMAINS_PATH = '/online-store/domains';
export const domainPath = (id: string) => `${DOMAINS_PATH}/connect/${encodeURIComponent(id)}`;
