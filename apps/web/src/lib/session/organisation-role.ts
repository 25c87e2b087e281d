import { useQuery } from '@tanstack/react-query';
import type { VaiTro } from '@kho/contracts';
import { myOrganisationsQueryOptions } from './my-organisations';
import { useSelectedOrganisationId } from './session';

/** Whether a role is one of those allowed; no role (not loaded, not a member) allows nothing. */
export function roleAllows(role: VaiTro | null | undefined, allowed: readonly VaiTro[]): boolean {
  return role !== null && role !== undefined && allowed.includes(role);
}

/**
 * The caller's role in the selected organisation, so screens hide what the role cannot do (the
 * server refuses it anyway). `can(editors)` is false while the list of organisations is loading:
 * buttons appear once the role is known rather than flash and vanish.
 */
export function useOrganisationRole() {
  const organisationId = useSelectedOrganisationId();
  const { data, isPending, isLoading } = useQuery(myOrganisationsQueryOptions);
  const role = data?.find((o) => o.id === organisationId)?.vai_tro ?? null;
  return {
    organisationId,
    role,
    isPending,
    /** On its way from the server (not when offline and waiting to ask). */
    isLoading,
    can: (allowed: readonly VaiTro[]) => roleAllows(role, allowed),
  };
}
