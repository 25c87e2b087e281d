import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { tenderFieldsSchema, type TenderDetail, type TenderFields } from '@kho/contracts';
import { useMatches, useNavigate, useParams } from '@tanstack/react-router';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuditFooter } from '../../../components/catalogue/audit-footer';
import { ActiveChip } from '../../../components/catalogue/catalogue-columns';
import { ConfirmDeleteDialog } from '../../../components/catalogue/confirm-delete-dialog';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api/api-client';
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import {
  useDeleteCatalogueRecord,
  useSaveCatalogueRecord,
} from '../../../lib/catalogues/catalogue-mutations';
import { suppliersApi } from '../../../lib/catalogues/catalogue-resources';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney } from '../../../lib/i18n/numbers';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { toast } from '../../../lib/ui/toast';
import {
  NEW_TENDER_ID,
  TENDER_CHECKERS,
  TENDER_EDITORS,
  tendersApi,
  useTenderDetail,
  type TenderInput,
} from '../api/tenders-api';
import { TenderCheckDialog } from '../components/tender-check-dialog';
import { TenderHeaderFields } from '../components/tender-header-fields';
import { TenderLinesEditor } from '../components/tender-lines-editor';
import { TenderLinesImportDialog } from '../components/tender-lines-import-dialog';
import { NearlyUsedChip, TenderValidityChip } from '../components/tender-status-chip';
import { UsageBar } from '../components/usage-bar';
import {
  lineInfoOf,
  lineInfoOfSuggestion,
  placeableErrors,
  tenderToForm,
  type LineInfo,
} from '../lib/tender-form';
import { RouteIcon } from '../../../components/route-icon';

const LIST_PATH = '/quan-tri-tong/danh-muc-goi-thau';

/** What the saved tender stands at: its insurance code, warnings and the share received. */
function Summary({ detail }: { detail: TenderDetail }) {
  const { t } = useTranslation('tenders');
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
      data-testid="tender-summary"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', flex: '1 1 320px' }}>
        <Chip size="small" variant="outlined" label={detail.ma_bhyt} sx={{ fontWeight: 600 }} />
        <Typography variant="body2" color="textSecondary">
          {t('expires_in', { date: formatDate(detail.hieu_luc_den) })}
        </Typography>
        <TenderValidityChip tender={detail} />
        <NearlyUsedChip count={detail.so_dong_sap_het} />
        <ActiveChip active={detail.hoat_dong} />
      </Box>
      <Box sx={{ flex: '1 1 280px', maxWidth: 420 }}>
        <Typography variant="caption" color="textSecondary">
          {t('usage')}
        </Typography>
        <UsageBar
          ratio={detail.ty_le_da_dung}
          caption={t('usage_value', {
            received: formatMoney(detail.gia_tri_da_nhap),
            awarded: formatMoney(detail.gia_tri_trung),
          })}
        />
      </Box>
    </Box>
  );
}

/** The form of one version of a tender; a new version (saved, imported) mounts a fresh one. */
function TenderEditor({ detail, organisationId }: { detail: TenderDetail | null; organisationId: string }) {
  const { t } = useTranslation(['tenders', 'catalogues', 'routes']);
  const navigate = useNavigate();
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const { can } = useOrganisationRole();
  const readOnly = !can(TENDER_EDITORS);
  const suppliers = useCatalogueCombobox(suppliersApi, organisationId);
  const save = useSaveCatalogueRecord(tendersApi);
  const remove = useDeleteCatalogueRecord(tendersApi);
  const today = useOrganisationToday().date;
  const form = useForm<TenderFields, unknown, TenderInput>({
    resolver: zodResolver(tenderFieldsSchema),
    defaultValues: tenderToForm(detail, today),
  });
  const [info, setInfo] = useState<Record<string, LineInfo>>(() => lineInfoOf(detail));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [checking, setChecking] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  const back = () => void navigate({ to: LIST_PATH });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await save.mutateAsync({
        organisationId,
        fields: values,
        existing: detail ? { id: detail.id, phien_ban: detail.phien_ban } : undefined,
      });
      toast.success(
        detail ? t('tenders:saved') : t('tenders:created'),
        `${saved.ma} - ${saved.nha_cung_cap_ten}`,
      );
      if (!detail) void navigate({ to: `${LIST_PATH}/$id`, params: { id: saved.id }, replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const lines = values.chi_tiet.length;
      const placed = placeableErrors(error.fieldErrors, lines);
      placed.forEach((e, i) =>
        form.setError(
          e.path as Path<TenderFields>,
          { type: 'server', message: e.message },
          { shouldFocus: i === 0 },
        ),
      );
      // A rule of the whole tender (a received line removed, a stale version) stays in sight.
      if (placed.length === 0) setRefusal(error.message);
    }
  });

  const deactivate = async () => {
    form.setValue('hoat_dong', false, { shouldDirty: true });
    setDeleting(false);
    await submit();
  };

  const title = detail ? `${detail.ma} · ${detail.nha_cung_cap_ten}` : t('tenders:new_title');
  const actions: HeaderAction[] = [
    {
      value: 'back',
      text: t('tenders:back'),
      variant: 'outlined',
      icon: <ArrowBackRounded />,
      onClick: back,
    },
    ...(detail && can(TENDER_CHECKERS)
      ? [
          {
            value: 'check',
            text: t('tenders:check.button'),
            variant: 'outlined' as const,
            icon: <FactCheckRounded />,
            onClick: () => setChecking(true),
          },
        ]
      : []),
    ...(readOnly
      ? []
      : [
          ...(detail
            ? [
                {
                  value: 'import',
                  text: t('tenders:import'),
                  variant: 'outlined' as const,
                  icon: <UploadFileRounded />,
                  onClick: () => setImporting(true),
                },
                {
                  value: 'delete',
                  text: t('catalogues:delete.button'),
                  variant: 'text' as const,
                  icon: <DeleteOutlineRounded />,
                  onClick: () => setDeleting(true),
                },
              ]
            : []),
          ...(isDirty
            ? [
                {
                  value: 'discard',
                  text: t('tenders:discard'),
                  variant: 'text' as const,
                  icon: <UndoRounded />,
                  onClick: () => form.reset(),
                },
              ]
            : []),
          {
            value: 'save',
            text: t('tenders:save'),
            icon: <SaveRounded />,
            disabled: isSubmitting,
            onClick: () => void submit(),
          },
        ]),
  ];

  return (
    <PageFrame
      section={t('routes:titles.danh-muc-goi-thau')}
      title={title}
      icon={route ? <RouteIcon route={route} /> : undefined}
      actions={actions}
    >
      {detail && <Summary detail={detail} />}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="tender-form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <TenderHeaderFields
          control={form.control}
          readOnly={readOnly}
          suppliers={suppliers.data ?? []}
          suppliersLoading={suppliers.isPending}
          supplierName={detail ? { id: detail.nha_cung_cap_id, name: detail.nha_cung_cap_ten } : undefined}
        />
        {refusal && (
          <Alert severity="error" onClose={() => setRefusal(null)} data-testid="tender-refusal">
            {refusal}
          </Alert>
        )}
        <TenderLinesEditor
          control={form.control}
          readOnly={readOnly}
          organisationId={organisationId}
          info={info}
          onPick={(goods) => setInfo((known) => ({ ...known, [goods.id]: lineInfoOfSuggestion(goods) }))}
        />
        {/* Enter in a field saves, as in the other catalogue forms. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Box>
      {detail && (
        <>
          <Divider sx={{ my: 2 }} />
          <AuditFooter record={detail} />
          <TenderLinesImportDialog
            open={importing}
            onClose={() => setImporting(false)}
            organisationId={organisationId}
            tender={detail}
            blockedReason={isDirty ? t('tenders:import_unsaved') : undefined}
          />
          <TenderCheckDialog
            open={checking}
            onClose={() => setChecking(false)}
            organisationId={organisationId}
            tender={detail}
          />
          <ConfirmDeleteDialog
            open={deleting}
            name={`${detail.ma} - ${detail.nha_cung_cap_ten}`}
            onClose={() => setDeleting(false)}
            onConfirm={async () => {
              await remove.mutateAsync({ organisationId, id: detail.id });
              toast.success(t('catalogues:delete.done'), detail.ma);
              back();
            }}
            onDeactivate={detail.hoat_dong ? deactivate : undefined}
          />
        </>
      )}
    </PageFrame>
  );
}

/** /quan-tri-tong/danh-muc-goi-thau/{id} (or /tao-moi for a new one): a tender and its lines. */
export function TenderDetailPage() {
  const { t } = useTranslation(['tenders', 'routes']);
  // The route table builds routes at run time, so the router cannot type their parameters.
  const { id = '' } = useParams({ strict: false, select: (params: { id?: string }) => params });
  const { organisationId } = useOrganisationRole();
  const isNew = id === NEW_TENDER_ID;
  const detail = useTenderDetail(organisationId, isNew ? null : id);
  if (!organisationId) return null;
  if (isNew) return <TenderEditor key="new" detail={null} organisationId={organisationId} />;
  if (detail.data) {
    return (
      <TenderEditor
        key={`${detail.data.id}-${detail.data.phien_ban}`}
        detail={detail.data}
        organisationId={organisationId}
      />
    );
  }
  return (
    <PageFrame
      section={t('routes:titles.danh-muc-goi-thau')}
      title={t('routes:titles.danh-muc-goi-thau-chi-tiet')}
    >
      {detail.isError ? (
        <EmptyState
          icon={<SearchOffRounded />}
          title={t('tenders:not_found')}
          description={t('tenders:not_found_hint')}
        />
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
    </PageFrame>
  );
}
