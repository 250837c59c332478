/**
 * After the profile or e-mail changes, show the new values at once in every user menu
 * (react-admin keeps the identity under ['auth', 'getIdentity']).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../../../resources/auth/auth.schema';
import { initials } from '../../../core/initials';

export function useIdentityUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) =>
      queryClient.setQueryData(['auth', 'getIdentity'], (old: Record<string, unknown> | undefined) => ({
        ...old,
        id: user._id,
        fullName: `${user.first_name} ${user.last_name}`.trim(),
        avatar: user.avatar ?? undefined,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        initials: initials(user),
      })),
    [queryClient],
  );
}
