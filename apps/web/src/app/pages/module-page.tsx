import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LOAI_DIEU_TRI } from '@kho/contracts';
import { EmptyState } from '../../components/empty-state';
import type { HeaderAction, HeaderOption } from '../../components/header-actions';
import { PageFrame } from '../../components/page-frame';
import type { AppRouteDef } from '../router/route-table';

/** Voucher statuses shared by every book (domain.md "Vouchers and their lifecycle"). */
const VOUCHER_STATUSES = ['LUU_TAM', 'CHO_DUYET', 'HOAN_THANH', 'TU_CHOI', 'HUY'] as const;

/**
 * The frame every module route shows until its feature is delivered: the real title, the filter
 * tabs the list will have, and an honest note that the screen comes in a later release.
 */
export function ModulePage() {
  const { t } = useTranslation(['modules', 'routes']);
  const navigate = useNavigate();
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  if (!route) return null;

  const options = optionsFor(route, t);
  const actions: HeaderAction[] = route.parentPath
    ? [
        {
          value: 'back',
          text: t('modules:back_to_list'),
          variant: 'outlined',
          icon: <ArrowBackRounded />,
          onClick: () => void navigate({ to: route.parentPath }),
        },
      ]
    : [];

  return (
    <PageFrame
      section={route.section ? t(`routes:sections.${route.section}`) : undefined}
      title={t(`routes:titles.${route.name}`)}
      icon={<route.icon />}
      options={options}
      actions={actions}
    >
      <EmptyState
        icon={<ConstructionRounded />}
        title={t('modules:pending.title')}
        description={t('modules:pending.description', { page: t(`routes:titles.${route.name}`) })}
      />
    </PageFrame>
  );
}

function optionsFor(route: AppRouteDef, t: (key: string) => string): HeaderOption[] {
  if (route.kind === 'voucher-book') {
    return [
      {
        variant: 'tabs',
        routeKey: 'trang_thai',
        items: VOUCHER_STATUSES.map((s) => ({ value: s, text: t(`modules:voucher_status.${s}`) })),
      },
    ];
  }
  if (route.kind === 'detail' || route.kind === 'report') return [];
  if (route.section === 'quan-tri-tong') {
    return [
      {
        variant: 'tabs',
        routeKey: 'hoat_dong',
        items: [
          { value: 'true', text: t('modules:active.true') },
          { value: 'false', text: t('modules:active.false') },
        ],
      },
    ];
  }
  if (route.name === 'benh-nhan') {
    return [
      {
        variant: 'tabs',
        routeKey: 'loai_dieu_tri',
        items: LOAI_DIEU_TRI.map((v) => ({ value: v, text: t(`modules:loai_dieu_tri.${v}`) })),
      },
    ];
  }
  return [];
}
