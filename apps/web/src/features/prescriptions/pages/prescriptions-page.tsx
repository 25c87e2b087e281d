import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useVoucher } from '../../vouchers/api/get-voucher';
import { PrescriptionBook } from '../components/prescription-book';
import { PrescriptionForm } from '../components/form/prescription-form';
import { PrescriptionScreen } from '../components/prescription-screen';
import {
  DISPENSING_PARAM,
  NEW_PRESCRIPTION,
  PATIENT_PARAM,
  PRESCRIPTION_PARAM,
  readParam,
} from '../lib/prescription-keys';

type Search = Record<string, unknown>;

/**
 * A stock card links a dispensing voucher as `?phieu=<id>`: its prescription is what the user
 * wants to see, so the voucher is looked up and the URL replaced by `?don=<prescription>`.
 */
function useDispensingRedirect(search: Search) {
  const navigate = useNavigate();
  const { organisationId } = useOrganisationRole();
  const dispensingId = readParam(search, DISPENSING_PARAM);
  const voucher = useVoucher('CAP_PHAT', organisationId, dispensingId);
  const prescriptionId = voucher.data?.don_thuoc_id ?? null;
  useEffect(() => {
    if (!dispensingId || !(prescriptionId || voucher.isError)) return;
    void navigate({
      to: '.',
      search: (prev: Search) => ({
        ...prev,
        [DISPENSING_PARAM]: undefined,
        [PRESCRIPTION_PARAM]: prescriptionId ?? undefined,
      }),
      replace: true,
    });
  }, [dispensingId, prescriptionId, voucher.isError, navigate]);
}

/**
 * /kho-duoc/don-thuoc: the book, with one prescription (or a new one) full-screen over it, kept in
 * the URL as `?don=<id|moi>` so it survives a reload and Back closes it.
 */
export function PrescriptionsPage() {
  const navigate = useNavigate();
  const search = useLocation({ select: (l) => l.search as Search });
  const opened = readParam(search, PRESCRIPTION_PARAM);
  useDispensingRedirect(search);

  const open = (id: string, replace = false) =>
    void navigate({
      to: '.',
      search: (prev: Search) => ({ ...prev, [PRESCRIPTION_PARAM]: id, [PATIENT_PARAM]: undefined }),
      replace,
    });
  const close = () =>
    void navigate({
      to: '.',
      search: (prev: Search) => ({ ...prev, [PRESCRIPTION_PARAM]: undefined, [PATIENT_PARAM]: undefined }),
    });

  return (
    <PrescriptionBook onCreate={() => open(NEW_PRESCRIPTION)} onOpen={(row) => open(row.id)}>
      {opened && (
        <Dialog fullScreen open onClose={close} data-testid="prescription-dialog">
          <Box sx={{ p: { xs: 1.5, md: 3 }, bgcolor: 'background.default', minHeight: '100%' }}>
            {opened === NEW_PRESCRIPTION ? (
              <PrescriptionForm
                patientId={readParam(search, PATIENT_PARAM)}
                onBack={close}
                onCreated={(id) => open(id, true)}
              />
            ) : (
              <PrescriptionScreen key={opened} id={opened} onBack={close} />
            )}
          </Box>
        </Dialog>
      )}
    </PrescriptionBook>
  );
}
