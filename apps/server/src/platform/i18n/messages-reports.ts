/** Messages of the reports, vi and en. */
export const REPORT_MESSAGES = {
  vi: {
    'bhyt_xml.invalid':
      'Dữ liệu XML BHYT có {{count}} lỗi; sửa theo báo cáo kiểm tra rồi xuất lại. Chưa xuất tệp nào',
    'bhyt_xml.range_too_long': 'Một lần xuất XML BHYT tối đa {{days}} ngày; hãy chọn khoảng ngắn hơn',
    'bhyt_xml.episode_not_found': 'Không tìm thấy hồ sơ (MA_LK) có cấp phát thuốc trong tổ chức',
    'reports.warehouse_not_found': 'Không tìm thấy kho trong tổ chức',
    'reports.group_not_found': 'Không tìm thấy nhóm hàng hóa trong tổ chức',
    'reports.goods_not_found': 'Không tìm thấy hàng hóa trong tổ chức',
    'reports.batch_not_found': 'Không tìm thấy lô hàng của hàng hóa này trong tổ chức',
    'reports.department_not_found': 'Không tìm thấy khoa trong tổ chức',
    'procurement.period_in_future': 'Kỳ tính tiêu hao phải kết thúc trước hoặc vào hôm nay ({{today}})',
    'procurement.request_not_found': 'Không tìm thấy phiếu dự trù trong tổ chức',
    'procurement.goods_not_found': 'Có hàng hóa không thuộc tổ chức; không lưu gì',
    'procurement.tender_line_mismatch': 'Dòng thầu đã chọn không thuộc hàng hóa của dòng; không lưu gì',
    'procurement.request_created': 'Đã lưu phiếu dự trù {{number}}',
    'procurement.request_updated': 'Đã cập nhật phiếu dự trù {{number}}',
    'procurement.request_submitted': 'Đã gửi duyệt phiếu dự trù {{number}}',
    'procurement.request_approved': 'Đã duyệt phiếu dự trù {{number}}',
    'procurement.request_rejected': 'Đã từ chối phiếu dự trù {{number}}',
    'reports.tender_not_found': 'Không tìm thấy gói thầu trong tổ chức',
    'reports.supplier_not_found': 'Không tìm thấy nhà cung cấp trong tổ chức',
    'reports.period_too_long': 'Kỳ báo cáo dài tối đa {{years}} năm; hãy chọn kỳ ngắn hơn',
    'reports.warehouse_forbidden': 'Bạn không được xem báo cáo của kho này',
    'reports.form_disposal_only':
      'Biên bản 14D và 15D chỉ lập từ phiếu xuất hủy; phiếu này xuất cho mục đích khác',
    'reports.form_no_controlled_lines':
      'Phiếu này không có thuốc gây nghiện, hướng thần, tiền chất: không lập báo cáo Phụ lục XI',
    'reports.form_no_controlled_requisition':
      'Phiếu lĩnh này không có thuốc gây nghiện, hướng thần, tiền chất: không có phiếu lĩnh riêng',
    'reports.form_no_chemicals': 'Phiếu này không có hóa chất nên không có biểu mẫu {{form}}',
    'reports.form_ward_return_only':
      'Phiếu trả lại thuốc chỉ lập cho phiếu trả của khoa, tủ trực; phiếu này là thuốc người bệnh trả lại',
    'reports.form_no_supplies': 'Phiếu này không có vật tư y tế tiêu hao nên không có biểu mẫu {{form}}',
    'reports.day_already_signed': 'Ngày {{day}} của sổ thuốc kiểm soát đặc biệt kho này đã được ký',
    'reports.sign_future_day': 'Chưa thể ký ngày {{day}}: ngày này chưa kết thúc',
  },
  en: {
    'bhyt_xml.invalid':
      'The insurance XML data has {{count}} errors; fix them as the check report lists and export again. Nothing was exported',
    'bhyt_xml.range_too_long':
      'One insurance XML export covers at most {{days}} days; choose a shorter range',
    'bhyt_xml.episode_not_found':
      'No episode (MA_LK) with dispensed medicines in the organisation has this code',
    'reports.warehouse_not_found': 'Warehouse not found in the organisation',
    'reports.group_not_found': 'Goods group not found in the organisation',
    'reports.goods_not_found': 'Goods item not found in the organisation',
    'reports.batch_not_found': 'Batch of this goods item not found in the organisation',
    'reports.department_not_found': 'Department not found in the organisation',
    'procurement.period_in_future': 'The consumption period must end today ({{today}}) or earlier',
    'procurement.request_not_found': 'Procurement request not found in the organisation',
    'procurement.goods_not_found': 'A goods item is not in the organisation; nothing was saved',
    'procurement.tender_line_mismatch':
      "A chosen tender line is not for its line's goods item; nothing was saved",
    'procurement.request_created': 'Procurement request {{number}} saved',
    'procurement.request_updated': 'Procurement request {{number}} updated',
    'procurement.request_submitted': 'Procurement request {{number}} submitted for approval',
    'procurement.request_approved': 'Procurement request {{number}} approved',
    'procurement.request_rejected': 'Procurement request {{number}} refused',
    'reports.tender_not_found': 'Tender package not found in the organisation',
    'reports.supplier_not_found': 'Supplier not found in the organisation',
    'reports.period_too_long': 'A report covers at most {{years}} years; choose a shorter period',
    'reports.warehouse_forbidden': 'You may not see the reports of this warehouse',
    'reports.form_disposal_only':
      'Forms 14D and 15D are made from a disposal issue only; this issue has another purpose',
    'reports.form_no_controlled_lines':
      'This voucher holds no narcotic, psychotropic or precursor drug: there is no Appendix XI report',
    'reports.form_no_controlled_requisition':
      'This requisition holds no narcotic, psychotropic or precursor drug: it has no separate slip',
    'reports.form_no_chemicals': 'This voucher holds no chemicals, so it has no form {{form}}',
    'reports.form_ward_return_only':
      "The return slip is made for a ward's or cabinet's return only; this is a patient's return",
    'reports.form_no_supplies': 'This voucher holds no consumable supplies, so it has no form {{form}}',
    'reports.day_already_signed': "{{day}} of this warehouse's controlled-drug register is already signed",
    'reports.sign_future_day': '{{day}} cannot be signed yet: the day has not ended',
  },
} as const;
