/**
 * Zod-free checks of three values every signed-in screen reads as the app starts: the stored user,
 * the stock warning rules and the real-time channel's events. They accept exactly what
 * `userSchema`, `stockWarningRuleSchema` and `serverEventSchema` accept and return the same value
 * (unknown keys left out), so the first screen does not download and build zod and its schemas
 * (docs/decisions/0039-first-screen-without-zod.md); `plain-checks.test.ts` runs both on the same
 * inputs. The schemas stay the contract: the server validates with them.
 */
import type { User } from './auth';
import type { StockWarningRule } from './system-data';
import type { ServerEvent } from './ws-events';
import { LOAI_CANH_BAO, LOCALES } from './constants';

const INVALID = Symbol('invalid');
type Parser<T> = (value: unknown) => T | typeof INVALID;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const when =
  <T>(test: (value: unknown) => value is T): Parser<T> =>
  (value) =>
    test(value) ? value : INVALID;

const string = when((value): value is string => typeof value === 'string');
const boolean = when((value): value is boolean => typeof value === 'boolean');
const finite = when((value): value is number => typeof value === 'number' && Number.isFinite(value));
const integer = when((value): value is number => Number.isSafeInteger(value));
const oneOf = <T extends string>(values: readonly T[]) =>
  when((value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value));
const nullable =
  <T>(parse: Parser<T>): Parser<T | null> =>
  (value) =>
    value === null ? null : parse(value);
const optional =
  <T>(parse: Parser<T>): Parser<T | undefined> =>
  (value) =>
    value === undefined ? undefined : parse(value);
const record = when(isRecord);

/** An object with these fields (each checked), without the keys it does not name. */
function object<T>(fields: { [K in keyof T]-?: Parser<T[K]> }): Parser<T> {
  return (value) => {
    if (!isRecord(value)) return INVALID;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const parsed = fields[key](value[key]);
      if (parsed === INVALID) return INVALID;
      if (parsed !== undefined || key in value) result[key] = parsed;
    }
    return result as T;
  };
}

const orNull = <T>(parse: Parser<T>) => {
  return (value: unknown): T | null => {
    const parsed = parse(value);
    return parsed === INVALID ? null : parsed;
  };
};

/** The stored user (`userSchema`), or null. */
export const toUser = orNull(
  object<User>({
    id: string,
    ten_dang_nhap: string,
    ho_ten: string,
    email: string,
    so_dien_thoai: nullable(string),
    so_to_chuc_tham_gia: integer,
    ngon_ngu: oneOf(LOCALES),
  }),
);

const colourCode = when(
  (value): value is string => typeof value === 'string' && /^[a-z-]+-\d{2,3}$/.test(value),
);

/** One stock warning rule (`stockWarningRuleSchema`), or null. */
export const toStockWarningRule = orNull(
  object<StockWarningRule>({
    loai_canh_bao: oneOf(LOAI_CANH_BAO),
    so_luong: (value) => {
      const parsed = finite(value);
      return parsed !== INVALID && parsed > 0 && parsed <= 1_000_000_000 ? parsed : INVALID;
    },
    mau_sac: object<StockWarningRule['mau_sac']>({ ma_danh_muc: colourCode }),
  }),
);

type EventOf<K extends ServerEvent['type']> = Extract<ServerEvent, { type: K }>;
const type = <K extends ServerEvent['type']>(name: K) => oneOf([name]);

const SERVER_EVENTS: { [K in ServerEvent['type']]: Parser<EventOf<K>> } = {
  connected: object<EventOf<'connected'>>({ type: type('connected'), device_id: string, user_id: string }),
  pong: object<EventOf<'pong'>>({ type: type('pong') }),
  resync: object<EventOf<'resync'>>({ type: type('resync') }),
  subscribed: object<EventOf<'subscribed'>>({ type: type('subscribed'), kho_id: string }),
  error: object<EventOf<'error'>>({ type: type('error'), message: string }),
  notification: object<EventOf<'notification'>>({
    type: type('notification'),
    notification: object<EventOf<'notification'>['notification']>({ title: string, body: optional(string) }),
    data: optional(record),
    message: optional(string),
  }),
  'system-data.changed': object<EventOf<'system-data.changed'>>({
    type: type('system-data.changed'),
    to_chuc_id: string,
    loai: string,
  }),
  'voucher.changed': object<EventOf<'voucher.changed'>>({
    type: type('voucher.changed'),
    kho_id: string,
    kind: string,
    id: string,
    status: string,
  }),
  'prescription.changed': object<EventOf<'prescription.changed'>>({
    type: type('prescription.changed'),
    kho_id: string,
    id: string,
    status: string,
    phien_ban: optional(integer),
    da_sua: optional(boolean),
  }),
};

/** A message of the real-time channel (`serverEventSchema`), or null. */
export function toServerEvent(value: unknown): ServerEvent | null {
  if (!isRecord(value) || typeof value.type !== 'string' || !Object.hasOwn(SERVER_EVENTS, value.type))
    return null;
  const parse = SERVER_EVENTS[value.type as ServerEvent['type']] as Parser<ServerEvent>;
  return orNull(parse)(value);
}
