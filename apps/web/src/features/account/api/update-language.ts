import type { Locale, User } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { replaceSessionUser } from '../../../lib/session/session';

/**
 * PUT tai-khoan/cap-nhat-ngon-ngu: stores the language chosen on the toggle on the account, so push
 * notifications and a login on a new device use it. Idempotent on the server.
 */
export async function updateLanguage(ngon_ngu: Locale): Promise<User> {
  const envelope = await api.put<User>('tai-khoan/cap-nhat-ngon-ngu', { ngon_ngu });
  replaceSessionUser({ ngon_ngu: envelope.data.ngon_ngu });
  return envelope.data;
}
