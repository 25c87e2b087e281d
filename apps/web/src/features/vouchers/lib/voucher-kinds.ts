import type { LoaiPhieu, VaiTro } from '@kho/contracts';

/** Which of a voucher's two warehouses a step is done from (the server's VoucherKind.sides). */
export type WarehouseSide = 'kho_id' | 'kho_nhan_id';

/** Create, edit, submit and cancel a draft (the server's VOUCHER_WRITE_ROLES). */
export const VOUCHER_EDITORS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI', 'THU_KHO'];
/** A ward asks and gives back: nurses and doctors draft requisitions and medicine returns too. */
const WARD_EDITORS: readonly VaiTro[] = [...VOUCHER_EDITORS, 'BAC_SI', 'DIEU_DUONG'];

/**
 * What differs between the three voucher kinds: the API resource, the book's path and route
 * names, the party column and the signatures of the printed form. Everything else is shared.
 */
export interface VoucherKindDef {
  kind: LoaiPhieu;
  /** `phieu-nhap-kho`: the calls are `<resource>/danh-sach-<resource>` and so on. */
  resource:
    | 'phieu-nhap-kho'
    | 'phieu-xuat-kho'
    | 'phieu-chuyen-kho'
    | 'phieu-linh-hang-hoa'
    | 'phieu-tra-thuoc'
    | 'phieu-tra-hang-hoa'
    | 'phieu-kiem-kho'
    | 'phieu-cap-phat-thuoc';
  bookPath: string;
  bookRoute: string;
  /**
   * Receipts and issues have a detail route (spec §2); a transfer opens in a full-screen dialog
   * of its book, driven by the search parameter `phieu`.
   */
  detailInRoute: boolean;
  /** i18n keys of the signature boxes of the printed voucher (namespace vouchers, print.sign.*). */
  signatures: readonly string[];
  /** Roles that draft and submit this kind. */
  editors: readonly VaiTro[];
  /**
   * Whose warehouse drafts and submits (`request`) and whose approves (`approve`), when not the
   * same: a requisition is asked by the receiving warehouse and approved by the source; a medicine
   * return the other way round. Absent: the users of `kho_id` do everything.
   */
  sides?: { request: WarehouseSide; approve: WarehouseSide };
  /** The approver sets an approved quantity per line (a requisition may be approved in part). */
  approvesByLine?: boolean;
  /** Paper of the printed voucher: A4 unless said (a dispensing slip is A5, like the prescription). */
  paper?: 'A4' | 'A5';
}

export const VOUCHER_KINDS: Record<LoaiPhieu, VoucherKindDef> = {
  NHAP_KHO: {
    kind: 'NHAP_KHO',
    resource: 'phieu-nhap-kho',
    bookPath: '/kho-duoc/so-nhap-kho',
    bookRoute: 'so-nhap-kho',
    detailInRoute: true,
    signatures: ['creator', 'deliverer', 'storekeeper', 'chief_accountant'],
    editors: VOUCHER_EDITORS,
  },
  XUAT_KHO: {
    kind: 'XUAT_KHO',
    resource: 'phieu-xuat-kho',
    bookPath: '/kho-duoc/so-xuat-kho',
    bookRoute: 'so-xuat-kho',
    detailInRoute: true,
    signatures: ['creator', 'receiver', 'storekeeper', 'head_of_pharmacy'],
    editors: VOUCHER_EDITORS,
  },
  CHUYEN_KHO: {
    kind: 'CHUYEN_KHO',
    resource: 'phieu-chuyen-kho',
    bookPath: '/kho-duoc/so-chuyen-kho',
    bookRoute: 'so-chuyen-kho',
    detailInRoute: false,
    signatures: ['creator', 'receiver', 'storekeeper', 'head_of_pharmacy'],
    editors: VOUCHER_EDITORS,
  },
  LINH_HANG: {
    kind: 'LINH_HANG',
    resource: 'phieu-linh-hang-hoa',
    bookPath: '/kho-duoc/so-linh-hang-hoa',
    bookRoute: 'so-linh-hang-hoa',
    detailInRoute: false,
    signatures: ['requester', 'head_of_department', 'storekeeper', 'head_of_pharmacy'],
    editors: WARD_EDITORS,
    sides: { request: 'kho_nhan_id', approve: 'kho_id' },
    approvesByLine: true,
  },
  TRA_THUOC: {
    kind: 'TRA_THUOC',
    resource: 'phieu-tra-thuoc',
    bookPath: '/kho-duoc/so-tra-thuoc',
    bookRoute: 'so-tra-thuoc',
    detailInRoute: false,
    signatures: ['creator', 'head_of_department', 'storekeeper', 'head_of_pharmacy'],
    editors: WARD_EDITORS,
    sides: { request: 'kho_id', approve: 'kho_nhan_id' },
  },
  TRA_HANG: {
    kind: 'TRA_HANG',
    resource: 'phieu-tra-hang-hoa',
    bookPath: '/kho-duoc/so-tra-hang-hoa',
    bookRoute: 'so-tra-hang-hoa',
    detailInRoute: false,
    signatures: ['creator', 'deliverer', 'storekeeper', 'head_of_pharmacy'],
    editors: VOUCHER_EDITORS,
  },
  KIEM_KE: {
    kind: 'KIEM_KE',
    resource: 'phieu-kiem-kho',
    bookPath: '/kho-duoc/so-kiem-kho',
    bookRoute: 'so-kiem-kho',
    detailInRoute: false,
    signatures: [],
    editors: VOUCHER_EDITORS,
  },
  CAP_PHAT: {
    kind: 'CAP_PHAT',
    resource: 'phieu-cap-phat-thuoc',
    bookPath: '/kho-duoc/don-thuoc',
    bookRoute: 'don-thuoc',
    detailInRoute: false,
    // The pharmacist who gave the medicines and the patient (or relative) who received them.
    signatures: ['dispenser', 'patient_receiver'],
    editors: ['QUAN_TRI', 'DUOC_SI'],
    paper: 'A5',
  },
};

/** The id in the path (or `phieu` parameter) of a voucher not saved yet. */
export const NEW_VOUCHER_ID = 'moi';

/** The search parameter that opens a transfer in its book. */
export const VOUCHER_PARAM = 'phieu';

/** Prefix of every query key of vouchers, so one invalidation refreshes books and details. */
export const VOUCHERS_KEY = 'phieu-kho';

/** The `phieu` parameter of the URL: a voucher id, `moi`, or nothing (the router may parse numbers). */
export function readVoucherParam(search: Record<string, unknown>): string | null {
  const value = search[VOUCHER_PARAM];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
