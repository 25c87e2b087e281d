import { useEffect } from 'react';
import { updateDevice } from '../../features/auth/api/update-device';
import { enqueueNotification, initPush } from '../../lib/live-updates/push';
import { refreshTokens } from '../../lib/api/api-client';
import { queryClient } from '../../lib/api/query-client';
import { connectivity } from '../../lib/api/connectivity';
import { realtime } from '../../lib/live-updates/realtime';
import { useSessionUser } from '../../lib/session/session';
import { getAccessToken, getDeviceId, getOrgTopics, isAuthenticated } from '../../lib/session/storage';
import { translate } from '../../lib/i18n/translate';
import { toast } from '../../lib/ui/toast';
import { useRealtimeEvent } from '../../lib/live-updates/use-realtime-event';

/** Sends a new push token to the server, only for a signed-in user (spec §4). */
function registerPushToken(token: string): void {
  const deviceId = getDeviceId();
  if (!token || !deviceId || !isAuthenticated()) return;
  updateDevice({ device_id: deviceId, fcm_token: token, organizations: getOrgTopics() }).catch(
    (error: unknown) => {
      console.error('Cập nhật thiết bị nhận thông báo thất bại', error);
    },
  );
}

/**
 * The services that run behind every screen: the real-time channel (open while a user and a
 * device id exist), push registration, foreground notifications (the new-build watcher is NewBuildNotice).
 */
export function useBackgroundServices(pathname: string): void {
  const user = useSessionUser();

  // Re-synced on every navigation too, so the channel picks up a token renewed by the API client.
  useEffect(() => {
    realtime.sync({ userPresent: user !== null, deviceId: getDeviceId(), accessToken: getAccessToken() });
  }, [user, pathname]);

  useEffect(() => {
    void initPush({ onToken: registerPushToken });
    // The server closes a socket when the token that opened it expires: renew it as API calls do.
    realtime.setTokenRenewal(async () => ((await refreshTokens()) ? getAccessToken() : null));
  }, []);

  // The channel stops retrying after a few failures; the network coming back opens it again (its
  // 'resync' then reloads what is shown, as the query client also does on its own).
  useEffect(() => connectivity.onRestored(() => realtime.reconnect()), []);

  // Events may have been lost (the server's event bus or this socket reconnected): reload what is shown.
  useRealtimeEvent('resync', () => {
    void queryClient.invalidateQueries();
    toast.info(translate('realtime.resynced'));
  });

  useRealtimeEvent('notification', (event) => {
    toast.notify(event.notification.title, event.notification.body ?? event.message);
    enqueueNotification({
      title: event.notification.title,
      body: event.notification.body ?? event.message,
      data: event.data,
    });
  });
}
