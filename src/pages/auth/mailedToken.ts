/** Issue 29: the token a mailed link carries, and the gateway's answer to one that is spent. */
export const tokenFrom = (search: string) => new URLSearchParams(search).get('token')?.trim() || undefined;

/** The gateway refused the link's token: expired, used, or replaced by a newer mail. */
export const isSpentToken = (error: unknown) => error instanceof Error && error.message === 'app.auth.token_expired';
