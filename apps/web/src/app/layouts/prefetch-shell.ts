import { myDepartmentsQueryOptions } from '../../lib/session/my-departments';
import { queryClient } from '../../lib/api/query-client';
import { myOrganisationsQueryOptions } from '../../lib/session/my-organisations';
import { getSelectedOrg } from '../../lib/session/storage';

/**
 * Starts the signed-in shell's own requests as a page of the default layout matches (the route's
 * loader), in parallel with the page's code: the caller's organisations and roles, and the
 * departments and warehouses of the app bar's selectors. They were asked for only once the shell
 * had rendered, and the screen waited for them. The shell's queries then find the answers in the
 * cache, or the requests already on their way; a failure is left for them to report.
 */
export function prefetchShell(): void {
  void queryClient.prefetchQuery(myOrganisationsQueryOptions);
  const organisationId = getSelectedOrg();
  if (organisationId) void queryClient.prefetchQuery(myDepartmentsQueryOptions(organisationId));
}
