import { z } from 'zod';

/** Events the server pushes over the real-time channel; every message is JSON with a `type`. */
export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connected'), device_id: z.string(), user_id: z.string() }),
  z.object({ type: z.literal('pong') }),
  /** Events may have been lost (the server's event bus was down, or this socket reconnected): refresh what is shown. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('subscribed'), kho_id: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({
    type: z.literal('notification'),
    notification: z.object({ title: z.string(), body: z.string().optional() }),
    data: z.record(z.string(), z.unknown()).optional(),
    message: z.string().optional(),
  }),
  z.object({
    type: z.literal('system-data.changed'),
    to_chuc_id: z.string(),
    loai: z.string(),
  }),
  z.object({
    type: z.literal('voucher.changed'),
    kho_id: z.string(),
    kind: z.string(),
    id: z.string(),
    status: z.string(),
  }),
  /**
   * A prescription to dispense from `kho_id` arrived or changed (edited, dispensed, closed,
   * cancelled). `phien_ban` is its version now; `da_sua` says the prescriber edited its lines, so a
   * screen preparing to dispense it warns before showing the new lines.
   */
  z.object({
    type: z.literal('prescription.changed'),
    kho_id: z.string(),
    id: z.string(),
    status: z.string(),
    phien_ban: z.number().int().optional(),
    da_sua: z.boolean().optional(),
  }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent['type'];

/** Messages a client may send. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('subscribe'), kho_id: z.uuid() }),
  z.object({ type: z.literal('unsubscribe'), kho_id: z.uuid() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export { DEFAULT_WS_CHANNEL, WS_CLOSE_TOKEN_EXPIRED } from './constants';
