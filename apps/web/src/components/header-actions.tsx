import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TOAST_CLEAR_ATTRIBUTE } from '../lib/ui/toast-clear';

/**
 * The row above every list: filter options on the left, action buttons on the right (spec §3).
 * A filter's value lives in the URL (search parameter `routeKey`, "filter" by default) when
 * `isRoute` is set, so a filtered list can be reloaded, bookmarked and shared.
 */
export interface HeaderOptionItem {
  value: string;
  text: string;
  icon?: ReactNode;
}

export interface HeaderOption {
  /** tabs: filter tabs; select: a compact dropdown; link: a button that opens routePath. */
  variant: 'tabs' | 'select' | 'link';
  /** Text of the default item ("Tất cả" unless given), or the label of a select or link. */
  text?: string;
  items?: readonly HeaderOptionItem[];
  /** Value when nothing is chosen; the default item carries it. Empty string unless given. */
  defaultValue?: string;
  /** Higher comes first. */
  priority?: number;
  /** Search parameter holding the value. */
  routeKey?: string;
  /** Where a link option goes. */
  routePath?: string;
  /** Keep the value in the URL (default) rather than in the component only. */
  isRoute?: boolean;
  /** Search parameters cleared when the value changes (a list's page: a new filter starts at page 1). */
  resetKeys?: readonly string[];
  valueChange?: (value: string) => void;
}

export interface HeaderAction {
  value: string;
  text: string;
  icon?: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
  disabled?: boolean;
  onClick: (value: string) => void;
}

export const DEFAULT_ROUTE_KEY = 'filter';

type Search = Record<string, unknown>;

function OptionControl({ option, search }: { option: HeaderOption; search: Search }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const routeKey = option.routeKey ?? DEFAULT_ROUTE_KEY;
  const defaultValue = option.defaultValue ?? '';
  const isRoute = option.isRoute ?? true;
  const [localValue, setLocalValue] = useState(defaultValue);
  const fromUrl = search[routeKey];
  const value = isRoute
    ? typeof fromUrl === 'string' || typeof fromUrl === 'number'
      ? String(fromUrl)
      : defaultValue
    : localValue;
  const items = [
    { value: defaultValue, text: option.text ?? t('header_actions.all') },
    ...(option.items ?? []),
  ];

  const change = (next: string) => {
    if (isRoute) {
      // The default value is left out of the URL so the plain path means "no filter".
      void navigate({
        to: '.',
        search: (prev: Search) => ({
          ...prev,
          ...Object.fromEntries((option.resetKeys ?? []).map((key) => [key, undefined])),
          [routeKey]: next === defaultValue ? undefined : next,
        }),
        replace: true,
      });
    } else setLocalValue(next);
    option.valueChange?.(next);
  };

  if (option.variant === 'link') {
    return (
      <Button variant="text" onClick={() => option.routePath && void navigate({ to: option.routePath })}>
        {option.text}
      </Button>
    );
  }
  if (option.variant === 'select') {
    return (
      <TextField
        select
        size="small"
        label={option.text}
        value={value}
        onChange={(e) => change(e.target.value)}
        sx={{ minWidth: 180, width: 'auto' }}
      >
        {(option.items ?? []).map((item) => (
          <MenuItem key={item.value} value={item.value}>
            {item.text}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs
      value={items.some((i) => i.value === value) ? value : defaultValue}
      onChange={(_, next: string) => change(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={option.text ?? t('header_actions.filter')}
      sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 1, px: 2 } }}
    >
      {items.map((item) => (
        <Tab
          key={item.value}
          value={item.value}
          label={item.text}
          icon={item.icon as React.ReactElement | undefined}
          iconPosition="start"
        />
      ))}
    </Tabs>
  );
}

export function HeaderActions({
  options = [],
  actions = [],
}: {
  options?: readonly HeaderOption[];
  actions?: readonly HeaderAction[];
}) {
  const search = useLocation({ select: (l) => l.search as Search });
  const sorted = useMemo(() => [...options].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0)), [options]);
  if (sorted.length === 0 && actions.length === 0) return null;
  return (
    <Box
      data-testid="header-actions"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        borderBottom: sorted.some((o) => o.variant === 'tabs') ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '1 1 320px' }}>
        {sorted.map((option, index) => (
          <OptionControl
            key={`${option.variant}-${option.routeKey ?? index}`}
            option={option}
            search={search}
          />
        ))}
      </Box>
      {actions.length > 0 && (
        <Box {...{ [TOAST_CLEAR_ATTRIBUTE]: '' }} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pb: 1 }}>
          {actions.map((action) => (
            <Button
              key={action.value}
              variant={action.variant ?? 'contained'}
              startIcon={action.icon}
              disabled={action.disabled}
              onClick={() => action.onClick(action.value)}
            >
              {action.text}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
