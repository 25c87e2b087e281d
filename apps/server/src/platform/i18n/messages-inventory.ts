/** Messages of the inventory engine (stock, vouchers, period closing, idempotency), vi and en. */
export const INVENTORY_MESSAGES = {
  vi: {
    'inventory.voucher_not_found': 'Không tìm thấy phiếu',
    'inventory.warehouse_not_found': 'Không tìm thấy kho trong tổ chức',
    'inventory.supplier_not_found': 'Không tìm thấy nhà cung cấp trong tổ chức',
    'inventory.goods_not_found': 'Hàng hóa không tồn tại hoặc đã ngừng hoạt động: {{codes}}',
    'inventory.batch_not_found': 'Lô hàng đã chọn không thuộc hàng hóa của dòng hoặc không còn trong kho',
    'inventory.tender_not_found': 'Không tìm thấy gói thầu trong tổ chức',
    'inventory.tender_supplier_mismatch': 'Gói thầu {{tender}} do nhà cung cấp khác trúng thầu',
    'inventory.tender_out_of_validity': 'Ngày phiếu nằm ngoài thời gian hiệu lực của gói thầu {{tender}}',
    'inventory.goods_not_in_tender': 'Hàng {{goods}} không có trong gói thầu {{tender}}',
    'inventory.price_above_tender': 'Đơn giá của {{goods}} ({{price}}) vượt giá trúng thầu {{awarded}}',
    'inventory.tender_remaining':
      'Hàng {{goods}} chỉ còn {{remaining}} trong gói thầu; ghi nhận vượt thầu nếu được phép',
    'inventory.future_date': 'Ngày chứng từ không được sau hôm nay',
    'inventory.period_closed':
      'Tháng {{month}} đã khóa sổ; không thể ghi phát sinh vào kỳ đã khóa. Hãy đổi ngày chứng từ hoặc mở lại kỳ',
    'inventory.wrong_status':
      'Trạng thái hiện tại của phiếu không cho phép thao tác này; tải lại phiếu để xem trạng thái mới nhất',
    'inventory.not_enough_stock':
      'Không đủ tồn khả dụng: {{goods}} cần {{needed}}, kho chỉ còn {{available}} (không tính lô hết hạn hoặc bị khóa)',
    'inventory.batch_expired_issue': 'Lô {{lot}} của {{goods}} đã hết hạn, không được xuất',
    'inventory.batch_blocked_issue': 'Lô {{lot}} của {{goods}} đang bị khóa, không được xuất',
    'inventory.batch_short': 'Lô {{lot}} của {{goods}} chỉ còn {{available}} khả dụng, cần {{needed}}',
    'inventory.backdated_short':
      'Ngày {{date}} lô {{lot}} của {{goods}} chỉ có {{available}} (tính cả các phát sinh sau ngày đó); chọn ngày chứng từ muộn hơn',
    'inventory.cancel_stock_gone':
      'Không thể hủy: lô {{lot}} của {{goods}} trong kho {{warehouse}} chỉ còn {{available}} khả dụng, cần {{needed}} (hàng đã được xuất hoặc đang giữ cho phiếu khác)',
    'inventory.transfer_destination_access': 'Bạn không có quyền ở kho nhận',
    'inventory.created': 'Đã tạo phiếu {{number}}',
    'inventory.updated': 'Đã lưu phiếu {{number}}',
    'inventory.submitted': 'Đã gửi duyệt phiếu {{number}}',
    'inventory.approved': 'Đã duyệt phiếu {{number}}',
    'inventory.rejected': 'Đã từ chối phiếu {{number}}',
    'inventory.cancelled': 'Đã hủy phiếu {{number}}',
    'inventory.batch_blocked': 'Đã khóa lô {{lot}}',
    'inventory.batch_unblocked': 'Đã mở khóa lô {{lot}}',
    'inventory.period_closed_ok': 'Đã khóa sổ tháng {{month}}',
    'inventory.period_reopened': 'Đã mở lại sổ tháng {{month}}',
    'inventory.period_not_past': 'Chỉ khóa được tháng đã kết thúc',
    'inventory.period_already_closed': 'Tháng {{month}} đã được khóa sổ',
    'inventory.period_pending_vouchers':
      'Còn {{count}} phiếu chờ duyệt trong tháng {{month}}; duyệt, từ chối hoặc hủy trước khi khóa sổ',
    'inventory.period_not_latest': 'Chỉ mở lại được tháng khóa sổ gần nhất',
    'inventory.period_not_found': 'Không tìm thấy kỳ khóa sổ',
    'inventory.no_source_warehouse':
      'Kho {{warehouse}} chưa khai báo kho nguồn; cập nhật danh mục kho trực thuộc trước',
    'inventory.requisition_wrong_source': 'Kho {{warehouse}} chỉ được lĩnh từ kho nguồn của nó: {{source}}',
    'inventory.return_wrong_destination':
      'Kho {{warehouse}} chỉ được trả thuốc về kho nguồn của nó: {{source}}',
    'inventory.approval_line_unknown': 'Dòng được duyệt không thuộc phiếu này; tải lại phiếu rồi duyệt lại',
    'inventory.approved_above_asked': 'Số lượng duyệt của {{goods}} không được vượt số lượng lĩnh {{asked}}',
    'inventory.approval_reason_required': 'Duyệt {{goods}} ít hơn số lượng lĩnh cần ghi lý do điều chỉnh',
    'inventory.approved_all_zero': 'Không có mặt hàng nào được duyệt; hãy từ chối phiếu thay vì duyệt',
    'inventory.batch_other_supplier':
      'Lô {{lot}} của {{goods}} được nhập từ nhà cung cấp khác, không trả cho nhà cung cấp đã chọn',
    'inventory.patient_return_not_dispensed':
      'Lô {{lot}} của {{goods}} chưa được cấp phát cho bệnh nhân {{patient}} từ {{warehouse}}; chỉ nhận lại thuốc đã cấp phát cho bệnh nhân',
    'inventory.patient_return_above_dispensed':
      '{{goods}} lô {{lot}}: bệnh nhân chỉ còn trả được {{returnable}} (đã cấp {{dispensed}}, đã trả hoặc đang chờ duyệt {{returned}}), không nhận {{asked}}',
    'requisition.push_submitted_title': 'Phiếu lĩnh {{number}} chờ duyệt',
    'requisition.push_submitted_body': '{{requester}} lĩnh {{count}} mặt hàng từ {{source}}',
    'requisition.push_sender': 'Người gửi: {{name}}',
    'requisition.push_approved_title': 'Phiếu lĩnh {{number}} đã được duyệt',
    'requisition.push_approved_body': '{{source}} đã cấp hàng vào {{requester}}',
    'requisition.push_approved_cut': 'Có mặt hàng được duyệt ít hơn số lượng lĩnh',
    'requisition.push_rejected_title': 'Phiếu lĩnh {{number}} bị từ chối',
    'requisition.push_reason': 'Lý do: {{reason}}',
    'idempotency.in_progress':
      'Yêu cầu với khóa chống trùng này đang được xử lý hoặc chưa rõ kết quả; tải lại dữ liệu trước khi thử lại',
    'idempotency.key_reused': 'Khóa chống trùng đã được dùng cho một yêu cầu khác',
    'idempotency.already_done':
      'Thao tác này đã được thực hiện ở lần gửi trước nhưng chưa nhận được kết quả; vui lòng tải lại để xem',
    'idempotency.invalid_key': 'Idempotency-Key gồm 8-200 ký tự chữ, số, dấu gạch',
    'stocktake.open_exists':
      'Kho đang có phiếu kiểm kê {{number}} chưa hoàn thành; hoàn thành hoặc hủy phiếu đó trước khi tạo phiếu mới',
    'stocktake.empty_scope': 'Không có lô nào còn tồn trong phạm vi kiểm kê đã chọn; chọn phạm vi khác',
    'stocktake.group_not_found': 'Không tìm thấy nhóm hàng hóa trong tổ chức',
    'stocktake.line_not_found': '{{count}} dòng gửi lên không thuộc phiếu kiểm kê này; tải lại phiếu',
    'stocktake.not_counted':
      'Còn {{count}} dòng chưa nhập số lượng thực tế; nhập đủ (0 nếu không còn hàng) trước khi gửi duyệt',
    'stocktake.snapshot_drift':
      'Tồn kho đã thay đổi sau khi chốt số sách ở {{count}} lô (đầu tiên: lô {{lot}} của {{goods}}, sổ sách {{book}}, hiện tại {{current}}); làm mới số sách rồi duyệt lại',
    'stocktake.shortage_reserved':
      'Lô {{lot}} của {{goods}} đang được giữ {{reserved}} cho phiếu chờ duyệt, nhiều hơn số thực tế {{counted}}; duyệt hoặc từ chối các phiếu đó trước',
    'stocktake.batch_in_stocktake': 'Lô {{lot}} của {{goods}} đã có trên phiếu kiểm kê',
    'stocktake.counts_saved': 'Đã lưu {{count}} số đếm',
    'stocktake.batch_added': 'Đã thêm lô {{lot}} vào phiếu kiểm kê',
    'stocktake.refreshed': 'Đã làm mới số sách phiếu {{number}}',
    'stocktake.imported': 'Đã nhập {{count}} số đếm; {{errors}} dòng bị từ chối',
    'stocktake.import_line_not_found': 'Phiếu kiểm kê không có lô {{lot}} của mã {{code}}',
    'stocktake.import_ambiguous':
      'Mã {{code}} lô {{lot}} có nhiều hạn dùng trên phiếu; ghi hạn dùng để chọn đúng dòng',
    'stocktake.import_duplicate': 'Lô này đã có ở dòng {{row}} của tệp',
    'stocktake.import_cell': '{{column}}: {{message}}',
  },
  en: {
    'inventory.voucher_not_found': 'Voucher not found',
    'inventory.warehouse_not_found': 'Warehouse not found in the organisation',
    'inventory.supplier_not_found': 'Supplier not found in the organisation',
    'inventory.goods_not_found': 'Goods unknown or inactive: {{codes}}',
    'inventory.batch_not_found': 'The chosen batch is not of the line’s goods or no longer in the warehouse',
    'inventory.tender_not_found': 'Tender package not found in the organisation',
    'inventory.tender_supplier_mismatch': 'Tender {{tender}} was awarded to another supplier',
    'inventory.tender_out_of_validity': 'The voucher date is outside the validity of tender {{tender}}',
    'inventory.goods_not_in_tender': '{{goods}} is not on tender {{tender}}',
    'inventory.price_above_tender':
      'The unit price of {{goods}} ({{price}}) exceeds the awarded price {{awarded}}',
    'inventory.tender_remaining':
      'Only {{remaining}} of {{goods}} remain on the tender; record an allowed overrun if permitted',
    'inventory.future_date': 'The voucher date cannot be after today',
    'inventory.period_closed':
      '{{month}} is closed; no movement may be dated into a closed period. Change the voucher date or reopen the month',
    'inventory.wrong_status':
      'The voucher’s current status does not allow this action; reload it to see its latest status',
    'inventory.not_enough_stock':
      'Not enough available stock: {{goods}} needs {{needed}}, the warehouse has {{available}} (expired and blocked batches excluded)',
    'inventory.batch_expired_issue': 'Batch {{lot}} of {{goods}} has expired and may not be issued',
    'inventory.batch_blocked_issue': 'Batch {{lot}} of {{goods}} is blocked and may not be issued',
    'inventory.batch_short': 'Batch {{lot}} of {{goods}} has only {{available}} available, {{needed}} needed',
    'inventory.backdated_short':
      'On {{date}} batch {{lot}} of {{goods}} has only {{available}} (counting movements after that day); choose a later voucher date',
    'inventory.cancel_stock_gone':
      'Cannot cancel: batch {{lot}} of {{goods}} in {{warehouse}} has only {{available}} available, {{needed}} needed (already issued or reserved for another voucher)',
    'inventory.transfer_destination_access': 'You may not act in the receiving warehouse',
    'inventory.created': 'Voucher {{number}} created',
    'inventory.updated': 'Voucher {{number}} saved',
    'inventory.submitted': 'Voucher {{number}} submitted for approval',
    'inventory.approved': 'Voucher {{number}} approved',
    'inventory.rejected': 'Voucher {{number}} rejected',
    'inventory.cancelled': 'Voucher {{number}} cancelled',
    'inventory.batch_blocked': 'Batch {{lot}} blocked',
    'inventory.batch_unblocked': 'Batch {{lot}} unblocked',
    'inventory.period_closed_ok': '{{month}} closed',
    'inventory.period_reopened': '{{month}} reopened',
    'inventory.period_not_past': 'Only a month that has ended can be closed',
    'inventory.period_already_closed': '{{month}} is already closed',
    'inventory.period_pending_vouchers':
      '{{count}} vouchers dated in {{month}} await approval; approve, reject or cancel them before closing',
    'inventory.period_not_latest': 'Only the latest closed month can be reopened',
    'inventory.period_not_found': 'Closed period not found',
    'inventory.no_source_warehouse':
      'Warehouse {{warehouse}} has no source warehouse; set it in the warehouse catalogue first',
    'inventory.requisition_wrong_source':
      'Warehouse {{warehouse}} may requisition only from its source warehouse: {{source}}',
    'inventory.return_wrong_destination':
      'Warehouse {{warehouse}} may return medicines only to its source warehouse: {{source}}',
    'inventory.approval_line_unknown': 'An approved line is not on this voucher; reload it and approve again',
    'inventory.approved_above_asked': 'The approved quantity of {{goods}} may not exceed the {{asked}} asked',
    'inventory.approval_reason_required': 'Approving less {{goods}} than asked needs a reason',
    'inventory.approved_all_zero': 'Nothing is approved; reject the voucher instead',
    'inventory.batch_other_supplier':
      'Batch {{lot}} of {{goods}} came from another supplier and cannot be returned to the chosen one',
    'inventory.patient_return_not_dispensed':
      'Batch {{lot}} of {{goods}} was not dispensed to patient {{patient}} from {{warehouse}}; only medicine dispensed to the patient comes back',
    'inventory.patient_return_above_dispensed':
      '{{goods}} batch {{lot}}: the patient may return only {{returnable}} more (dispensed {{dispensed}}, returned or awaiting approval {{returned}}), not {{asked}}',
    'requisition.push_submitted_title': 'Requisition {{number}} awaits approval',
    'requisition.push_submitted_body': '{{requester}} asks {{source}} for {{count}} goods item(s)',
    'requisition.push_sender': 'Sent by: {{name}}',
    'requisition.push_approved_title': 'Requisition {{number}} approved',
    'requisition.push_approved_body': '{{source}} has issued the goods to {{requester}}',
    'requisition.push_approved_cut': 'Some items were approved for less than asked',
    'requisition.push_rejected_title': 'Requisition {{number}} rejected',
    'requisition.push_reason': 'Reason: {{reason}}',
    'idempotency.in_progress':
      'A request with this idempotency key is in progress or its outcome is unknown; reload before trying again',
    'idempotency.key_reused': 'This idempotency key was used for a different request',
    'idempotency.already_done':
      'This was already done by an earlier attempt whose answer was lost; reload to see the result',
    'idempotency.invalid_key': 'Idempotency-Key has 8-200 letters, digits or dashes',
    'stocktake.open_exists':
      'The warehouse already has stocktake {{number}} in progress; finish or cancel it before starting another',
    'stocktake.empty_scope': 'No batch has stock in the chosen scope; choose another scope',
    'stocktake.group_not_found': 'Goods group not found in the organisation',
    'stocktake.line_not_found': '{{count}} lines sent are not on this stocktake; reload it',
    'stocktake.not_counted':
      '{{count}} lines have no counted quantity yet; count them all (0 when none is left) before submitting',
    'stocktake.snapshot_drift':
      'Stock moved since the book quantities were snapshotted on {{count}} batches (first: batch {{lot}} of {{goods}}, book {{book}}, now {{current}}); refresh the snapshot and approve again',
    'stocktake.shortage_reserved':
      'Batch {{lot}} of {{goods}} has {{reserved}} reserved for vouchers awaiting approval, more than the {{counted}} counted; approve or reject those first',
    'stocktake.batch_in_stocktake': 'Batch {{lot}} of {{goods}} is already on the stocktake',
    'stocktake.counts_saved': '{{count}} counts saved',
    'stocktake.batch_added': 'Batch {{lot}} added to the stocktake',
    'stocktake.refreshed': 'Book quantities of {{number}} refreshed',
    'stocktake.imported': '{{count}} counts imported; {{errors}} rows refused',
    'stocktake.import_line_not_found': 'The stocktake has no batch {{lot}} of code {{code}}',
    'stocktake.import_ambiguous':
      'Code {{code}} batch {{lot}} has several expiry dates on the stocktake; fill in the expiry date',
    'stocktake.import_duplicate': 'This batch is already on row {{row}} of the file',
    'stocktake.import_cell': '{{column}}: {{message}}',
  },
} as const;
