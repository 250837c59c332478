/**
 * After the profile or e-mail changes, show the new values at once in every user menu
 * (react-admin keeps the identity under ['auth', 'getIdentity']) and keep them with the
 * token, where the next start reads the identity from (authProvider.getIdentity).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../../../resources/auth/auth.schema';
import { identityOf } from '../../../authProvider/authProvider';
import { storeIdentity } from '../../../authProvider/tokenStore';

export function useIdentityUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      const identity = identityOf(user);
      storeIdentity(identity);
      queryClient.setQueryData(['auth', 'getIdentity'], (old: Record<string, unknown> | undefined) => ({
        ...old,
        ...identity,
      }));
    },
    [queryClient],
  );
}
