import type { Locale, VoucherDetail } from '@kho/contracts';
import { translate, type MessageKey } from '../../../platform/i18n/i18n';
import type { PushMessage } from '../../../platform/push';

const BOOK_URL = '/kho-duoc/so-linh-hang-hoa';

/** What happened to a requisition, as its push tells it. */
export type RequisitionEvent =
  { kind: 'submitted' } | { kind: 'approved' } | { kind: 'rejected'; reason: string };

/**
 * The push of a requisition event in one language (the recipient's stored language, see
 * `PushSender.sendLocalised`): to the source's pharmacists when submitted
 * (who asks, how many items, who sent it), to the requester when answered (approved, in part or
 * not; rejected with the reason).
 */
export function requisitionPush(locale: Locale, detail: VoucherDetail, event: RequisitionEvent): PushMessage {
  const say = (key: MessageKey, extra: Record<string, string | number> = {}) =>
    translate(locale, key, {
      number: detail.so_phieu,
      requester: detail.kho_nhan_ten ?? '',
      source: detail.kho_ten,
      ...extra,
    });
  switch (event.kind) {
    case 'submitted':
      return message(detail, say('requisition.push_submitted_title'), [
        say('requisition.push_submitted_body', { count: detail.so_dong }),
        detail.nguoi_gui_ten ? say('requisition.push_sender', { name: detail.nguoi_gui_ten }) : null,
      ]);
    case 'approved':
      return message(detail, say('requisition.push_approved_title'), [
        say('requisition.push_approved_body'),
        detail.chi_tiet.some((l) => l.so_luong_duyet !== null && l.so_luong_duyet < l.so_luong)
          ? say('requisition.push_approved_cut')
          : null,
      ]);
    case 'rejected':
      return message(detail, say('requisition.push_rejected_title'), [
        say('requisition.push_reason', { reason: detail.ly_do_tu_choi ?? event.reason }),
      ]);
  }
}

function message(detail: VoucherDetail, title: string, lines: (string | null)[]): PushMessage {
  return {
    notification: { title, body: lines.filter(Boolean).join('\n') },
    data: {
      url: BOOK_URL,
      loai_phieu: detail.loai_phieu,
      phieu_id: detail.id,
      so_phieu: detail.so_phieu,
      trang_thai: detail.trang_thai,
      kho_id: detail.kho_id,
      kho_nhan_id: detail.kho_nhan_id,
    },
  };
}
