import type { UpdateDeviceRequest } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/**
 * POST xac-thuc/cap-nhat-thiet-bi (private): registers this device's push token and the
 * organisations it should hear about. Runs in the background, so failures are logged, not toasted.
 */
export async function updateDevice(body: UpdateDeviceRequest): Promise<void> {
  await api.post<null>('xac-thuc/cap-nhat-thiet-bi', body, { silent: true });
}
