import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrescriptionInput } from '@kho/contracts';
import { checkPrescription } from '../../api/check-prescription';
import { PRESCRIPTIONS_KEY } from '../../lib/prescription-keys';

/** Typing settles this long before the server is asked again. */
const CHECK_DEBOUNCE_MS = 500;

/**
 * The server's warnings for what is on the form, asked again a moment after the doctor stops
 * typing (the same check the save runs, so what is shown is what the save will object to).
 */
export function usePrescriptionCheck(body: PrescriptionInput | null) {
  const fingerprint = body ? JSON.stringify(body) : null;
  const [settled, setSettled] = useState(fingerprint);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(fingerprint), CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [fingerprint]);
  return useQuery({
    queryKey: [PRESCRIPTIONS_KEY, 'kiem-tra', settled],
    queryFn: ({ signal }) => checkPrescription(JSON.parse(settled!) as PrescriptionInput, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
