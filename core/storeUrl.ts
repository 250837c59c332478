/** SPEC §3: the store's address prefers public_domain over private_domain. */

export interface StoreDomains {
  public_domain?: string | null;
  private_domain?: string | null;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** 'https://shop.example.com', or null when the shop has no domain yet. */
export function storeUrl({ public_domain, private_domain }: StoreDomains, protocol = 'https'): string | null {
  const domain = [public_domain, private_domain].map((d) => d?.trim()).find((d) => d);
  if (!domain) return null;
  if (HAS_SCHEME.test(domain)) return domain;
  // accept 'https', 'https:' or 'https://'
  return `${protocol.replace(/:?\/*$/, '')}://${domain.replace(/^\/\//, '')}`;
}
