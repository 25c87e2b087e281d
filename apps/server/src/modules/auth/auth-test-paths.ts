/** Paths of the account calls (spec §7), shared by the auth test files. */
export const LOGIN = '/api/v1/xac-thuc/dang-nhap';
export const REGISTER = '/api/v1/xac-thuc/dang-ky';
export const REFRESH = '/api/v1/xac-thuc/xac-thuc-lai';
export const LOGOUT = '/api/v1/xac-thuc/dang-xuat';
export const DEVICE = '/api/v1/xac-thuc/cap-nhat-thiet-bi';
export const PROFILE = '/api/v1/tai-khoan/cap-nhat-thong-tin-ca-nhan';
