/** Messages of prescriptions and dispensing, vi and en. */
export const PRESCRIPTION_MESSAGES = {
  vi: {
    'prescriptions.not_found': 'Không tìm thấy đơn thuốc',
    'prescriptions.patient_not_found': 'Không tìm thấy bệnh nhân trong tổ chức',
    'prescriptions.department_not_found': 'Không tìm thấy khoa kê đơn trong tổ chức',
    'prescriptions.not_in_department': 'Bạn không làm việc ở khoa này nên không kê đơn cho khoa được',
    'prescriptions.outpatient_warehouse':
      'Đơn ngoại trú được cấp phát tại kho lẻ (nhà thuốc) của tổ chức; hãy chọn kho lẻ',
    'prescriptions.inpatient_warehouse':
      'Đơn nội trú được cấp phát từ tủ trực của khoa {{department}}; hãy chọn tủ trực đó',
    'prescriptions.patient_discharged': 'Bệnh nhân đã ra viện ngày {{date}}, không kê đơn nội trú được',
    'prescriptions.future_date': 'Ngày kê đơn không được sau hôm nay',
    'prescriptions.revisit_before_date': 'Ngày tái khám không được trước ngày kê đơn ({{date}})',
    'prescriptions.guardian_required':
      'Trẻ dưới 72 tháng tuổi ({{months}} tháng vào ngày kê đơn): đơn thuốc phải ghi họ tên bố, mẹ hoặc người giám hộ',
    'prescriptions.facility_code_missing':
      'Tổ chức chưa có mã cơ sở KCB (MA_CSKCB) nên chưa tạo được mã đơn thuốc; quản trị viên nhập mã ở Quản trị tổng › Thông tin tổ chức',
    'prescriptions.narcotic_mixed':
      'Thuốc gây nghiện ({{controlled}}) phải kê trên đơn "N" riêng, không kê chung với {{others}}; hãy tách thành hai đơn',
    'prescriptions.psychotropic_mixed':
      'Thuốc hướng thần, tiền chất ({{controlled}}) phải kê trên đơn "H" riêng, không kê chung với {{others}}; hãy tách thành hai đơn',
    'prescriptions.days_over_ordinary':
      'Dòng {{line}} ({{goods}}): {{days}} ngày, quá số ngày tối đa của một đơn thuốc ({{max}} ngày)',
    'prescriptions.days_over_chronic':
      'Dòng {{line}} ({{goods}}): {{days}} ngày, quá số ngày tối đa của đơn bệnh mạn tính ({{max}} ngày)',
    'prescriptions.days_over_narcotic':
      'Dòng {{line}} ({{goods}}): {{days}} ngày, quá số ngày tối đa kê thuốc gây nghiện ({{max}} ngày)',
    'prescriptions.days_over_psychotropic':
      'Dòng {{line}} ({{goods}}): {{days}} ngày, quá số ngày tối đa kê thuốc hướng thần, tiền chất ({{max}} ngày)',
    'prescriptions.days_over_controlled_chronic':
      'Dòng {{line}} ({{goods}}): {{days}} ngày, quá số ngày tối đa kê thuốc kiểm soát đặc biệt cho bệnh mạn tính ({{max}} ngày)',
    'prescriptions.controlled_needs_doctor':
      '{{goods}} là thuốc kiểm soát đặc biệt; chỉ tài khoản bác sĩ được kê',
    'prescriptions.warnings': 'Đơn thuốc có {{count}} cảnh báo; xem lại và xác nhận để lưu',
    'prescriptions.wrong_status': 'Đơn thuốc đang ở trạng thái không cho phép thao tác này; hãy tải lại đơn',
    'prescriptions.line_not_found': 'Dòng thuốc được chọn không thuộc đơn này',
    'prescriptions.duplicate_line': 'Mỗi dòng thuốc chỉ được nêu một lần khi cấp phát',
    'prescriptions.over_remaining': '{{goods}} chỉ còn {{remaining}} chưa cấp, không cấp được {{quantity}}',
    'prescriptions.nothing_to_dispense':
      'Nhập số lượng cấp cho ít nhất một thuốc, hoặc chọn đóng phần còn lại của đơn',
    'prescriptions.close_reason_required': 'Nhập lý do đóng phần còn lại của đơn',
    'prescriptions.cancel_dispensed': 'Đơn đã được cấp phát nên không thể hủy; hãy đóng phần còn lại',
    'prescriptions.dispensing_returned':
      'Bệnh nhân đã trả lại một phần lô {{lot}} của lần cấp phát này; hủy phiếu trả thuốc đó trước khi hủy cấp phát',
    'prescriptions.edit_dispensed':
      'Đơn đã có lần cấp phát nên không sửa được nữa; chỉ có thể hủy đơn và kê đơn mới',
    'prescriptions.dispensing_line_not_found': 'Dòng được chọn không thuộc phiếu cấp phát này',
    'prescriptions.dispensing_line_reversed': 'Dòng {{goods}} của phiếu này đã được hoàn trả kho trước đó',
    'prescriptions.dispensing_line_returned':
      'Bệnh nhân đã trả lại một phần lô {{lot}} của dòng này; hủy phiếu trả thuốc đó trước khi hoàn trả dòng',
    'prescriptions.updated': 'Đã lưu thay đổi của đơn thuốc {{number}}',
    'prescriptions.dispensing_line_reversed_done': 'Đã hoàn trả kho dòng {{goods}} của phiếu {{number}}',
    'prescriptions.created': 'Đã lưu đơn thuốc {{number}}',
    'prescriptions.dispensed': 'Đã cấp phát đơn {{number}}',
    'prescriptions.closed': 'Đã đóng phần còn lại của đơn {{number}}',
    'prescriptions.cancelled': 'Đã hủy đơn thuốc {{number}}',
    'prescriptions.dispensing_cancelled': 'Đã hủy phiếu cấp phát {{number}}, thuốc đã được trả lại kho',
  },
  en: {
    'prescriptions.not_found': 'Prescription not found',
    'prescriptions.patient_not_found': 'Patient not found in the organisation',
    'prescriptions.department_not_found': 'Prescribing department not found in the organisation',
    'prescriptions.not_in_department': 'You do not work in this department, so you cannot prescribe for it',
    'prescriptions.outpatient_warehouse':
      "Outpatient prescriptions are dispensed at one of the organisation's dispensaries; choose a dispensary",
    'prescriptions.inpatient_warehouse':
      'Inpatient prescriptions are dispensed from the ward cabinet of {{department}}; choose that cabinet',
    'prescriptions.patient_discharged':
      'The patient was discharged on {{date}}; an inpatient prescription cannot be written',
    'prescriptions.future_date': 'The prescription date cannot be after today',
    'prescriptions.revisit_before_date':
      'The re-visit date cannot be before the prescription date ({{date}})',
    'prescriptions.guardian_required':
      "A child under 72 months ({{months}} months on the prescription date): the prescription must give the parent's or guardian's name",
    'prescriptions.facility_code_missing':
      'The organisation has no facility code (MA_CSKCB) yet, so no prescription code can be made; an administrator enters it under Administration › Organisation details',
    'prescriptions.narcotic_mixed':
      'Narcotic drugs ({{controlled}}) go on a separate "N" prescription, not together with {{others}}; split it into two prescriptions',
    'prescriptions.psychotropic_mixed':
      'Psychotropic and precursor drugs ({{controlled}}) go on a separate "H" prescription, not together with {{others}}; split it into two prescriptions',
    'prescriptions.days_over_ordinary':
      'Line {{line}} ({{goods}}): {{days}} days is more than a prescription may cover ({{max}} days)',
    'prescriptions.days_over_chronic':
      'Line {{line}} ({{goods}}): {{days}} days is more than a chronic-disease prescription may cover ({{max}} days)',
    'prescriptions.days_over_narcotic':
      'Line {{line}} ({{goods}}): {{days}} days is more than narcotic drugs may be prescribed for ({{max}} days)',
    'prescriptions.days_over_psychotropic':
      'Line {{line}} ({{goods}}): {{days}} days is more than psychotropic and precursor drugs may be prescribed for ({{max}} days)',
    'prescriptions.days_over_controlled_chronic':
      'Line {{line}} ({{goods}}): {{days}} days is more than controlled drugs may be prescribed for in a chronic disease ({{max}} days)',
    'prescriptions.controlled_needs_doctor':
      "{{goods}} is a controlled drug; only a doctor's account may prescribe it",
    'prescriptions.warnings': 'The prescription has {{count}} warnings; review and confirm them to save',
    'prescriptions.wrong_status': "The prescription's status does not allow this; reload it",
    'prescriptions.line_not_found': 'The chosen line does not belong to this prescription',
    'prescriptions.duplicate_line': 'Name each prescription line once when dispensing',
    'prescriptions.over_remaining': '{{goods}}: only {{remaining}} left to dispense, not {{quantity}}',
    'prescriptions.nothing_to_dispense':
      'Enter a quantity for at least one medicine, or choose to close the rest of the prescription',
    'prescriptions.close_reason_required': 'Enter why the rest of the prescription is closed',
    'prescriptions.cancel_dispensed':
      'The prescription has been dispensed from, so it cannot be cancelled; close the rest instead',
    'prescriptions.dispensing_returned':
      'The patient has given back part of lot {{lot}} of this dispensing; cancel that medicine return before cancelling the dispensing',
    'prescriptions.edit_dispensed':
      'The prescription has been dispensed from, so it can no longer be edited; only cancel it and write a new one',
    'prescriptions.dispensing_line_not_found': 'The chosen line does not belong to this dispensing',
    'prescriptions.dispensing_line_reversed': 'The {{goods}} line of this dispensing was already reversed',
    'prescriptions.dispensing_line_returned':
      'The patient has given back part of lot {{lot}} of this line; cancel that medicine return before reversing the line',
    'prescriptions.updated': 'Changes to prescription {{number}} saved',
    'prescriptions.dispensing_line_reversed_done':
      'The {{goods}} line of dispensing {{number}} was reversed; the medicine is back in stock',
    'prescriptions.created': 'Prescription {{number}} saved',
    'prescriptions.dispensed': 'Prescription {{number}} dispensed',
    'prescriptions.closed': 'The rest of prescription {{number}} closed',
    'prescriptions.cancelled': 'Prescription {{number}} cancelled',
    'prescriptions.dispensing_cancelled': 'Dispensing {{number}} cancelled; the medicine is back in stock',
  },
} as const;
