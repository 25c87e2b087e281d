import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UpdateProfileRequest, User } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { replaceSessionUser } from '../../../lib/session/session';
import { toast } from '../../../lib/ui/toast';
import { profileQueryOptions } from './get-profile';

/** POST tai-khoan/cap-nhat-thong-tin-ca-nhan: name, email, phone and an optional password change. */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const envelope = await api.post<User>('tai-khoan/cap-nhat-thong-tin-ca-nhan', body);
  return envelope.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // so_to_chuc_tham_gia is kept from the stored user (spec §3), which updateUser takes care of.
      const { so_to_chuc_tham_gia: _kept, ...changes } = user;
      replaceSessionUser(changes);
      queryClient.setQueryData(profileQueryOptions.queryKey, user);
      toast.success(t('profile.success'));
    },
  });
}
