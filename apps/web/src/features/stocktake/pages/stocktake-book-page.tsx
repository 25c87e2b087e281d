import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { VoucherBook } from '../../vouchers/components/book/voucher-book';
import { NEW_VOUCHER_ID, readVoucherParam, VOUCHER_PARAM } from '../../vouchers/lib/voucher-kinds';
import { NewStocktakeDialog } from '../components/new-stocktake-dialog';
import { stocktakeCard, stocktakeColumns } from '../components/stocktake-columns';
import { StocktakeScreen } from '../components/stocktake-screen';

type Search = Record<string, unknown>;

/**
 * /kho-duoc/so-kiem-kho: the stocktake book. The spec gives it no detail route, so a stocktake
 * opens full-screen over the book as `?phieu=<id>` (survives a reload; Back closes it), and
 * `?phieu=moi` opens the new-stocktake dialog.
 */
export function StocktakeBookPage() {
  const { t } = useTranslation(['stocktake', 'vouchers']);
  const navigate = useNavigate();
  const search = useLocation({ select: (l) => l.search as Search });
  const opened = readVoucherParam(search);
  const { organisationId } = useOrganisationRole();
  const { warehouseId } = useWorkspaceSelection('kho-duoc');
  const today = useOrganisationToday().iso;
  const columns = useMemo(() => stocktakeColumns(t), [t]);

  const open = (id: string | undefined, replace = false) =>
    void navigate({ to: '.', search: (prev: Search) => ({ ...prev, [VOUCHER_PARAM]: id }), replace });

  return (
    <VoucherBook
      kind="KIEM_KE"
      onCreate={() => open(NEW_VOUCHER_ID)}
      onOpen={(voucher) => open(voucher.id)}
      columns={columns}
      card={(row) => stocktakeCard(row, t)}
    >
      {opened === NEW_VOUCHER_ID && organisationId && warehouseId && (
        <NewStocktakeDialog
          organisationId={organisationId}
          warehouseId={warehouseId}
          today={today}
          onClose={() => open(undefined)}
          onCreated={(id) => open(id, true)}
        />
      )}
      {opened && opened !== NEW_VOUCHER_ID && (
        <Dialog fullScreen open onClose={() => open(undefined)} data-testid="voucher-dialog">
          <Box sx={{ p: { xs: 1, md: 3 }, bgcolor: 'background.default', minHeight: '100%' }}>
            <StocktakeScreen id={opened} onBack={() => open(undefined)} />
          </Box>
        </Dialog>
      )}
    </VoucherBook>
  );
}
