import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CreateNewFolderRounded from '@mui/icons-material/CreateNewFolderRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { useTranslation } from 'react-i18next';
import type { GroupNode } from '../../../lib/catalogues/group-tree';

export interface GroupTreeActions {
  onOpen: (group: GroupNode) => void;
  /** Absent for roles that only read. */
  onAddChild?: (group: GroupNode) => void;
  onEdit?: (group: GroupNode) => void;
  onDelete?: (group: GroupNode) => void;
}

const INDENT = 3; // theme spacing per level

/** Edit, add a sub-group and delete: icons on a wide screen, a menu on a phone. */
function RowActions({
  group,
  actions,
  compact,
}: {
  group: GroupNode;
  actions: GroupTreeActions;
  compact: boolean;
}) {
  const { t } = useTranslation('goods');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = [
    actions.onAddChild && {
      key: 'add',
      text: t('groups.add_child'),
      icon: <CreateNewFolderRounded fontSize="small" />,
      run: actions.onAddChild,
    },
    actions.onEdit && {
      key: 'edit',
      text: t('groups.edit'),
      icon: <EditRounded fontSize="small" />,
      run: actions.onEdit,
    },
    actions.onDelete && {
      key: 'delete',
      text: t('groups.delete'),
      icon: <DeleteOutlineRounded fontSize="small" />,
      run: actions.onDelete,
    },
  ].filter((item) => !!item);
  if (items.length === 0) return null;
  if (compact) {
    return (
      <>
        <IconButton size="small" aria-label={t('groups.edit')} onClick={(e) => setAnchor(e.currentTarget)}>
          <MoreVertRounded fontSize="small" />
        </IconButton>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {items.map((item) => (
            <MenuItem
              key={item.key}
              onClick={() => {
                setAnchor(null);
                item.run(group);
              }}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              {item.text}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 0.25 }}>
      {items.map((item) => (
        <Tooltip key={item.key} title={item.text}>
          <IconButton
            size="small"
            aria-label={`${item.text} ${group.ten}`}
            data-testid={`group-${item.key}`}
            onClick={() => item.run(group)}
            color={item.key === 'delete' ? 'error' : 'default'}
          >
            {item.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

/**
 * The goods group tree: one row per visible group, indented by level, with its expand toggle, the
 * number of goods in it and below it, and its actions. A click on the name opens the group's page.
 */
export function GoodsGroupTree({
  rows,
  expanded,
  onToggle,
  actions,
}: {
  rows: readonly GroupNode[];
  expanded: ReadonlySet<string>;
  onToggle: (group: GroupNode) => void;
  actions: GroupTreeActions;
}) {
  const { t } = useTranslation(['goods', 'catalogues']);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Box role="tree" aria-label={t('goods:groups.export_name')} data-testid="group-tree">
      {rows.map((group) => {
        const open = expanded.has(group.id);
        const hasChildren = group.children.length > 0;
        return (
          <Box
            key={group.id}
            role="treeitem"
            aria-level={group.depth + 1}
            aria-expanded={hasChildren ? open : undefined}
            data-testid="group-row"
            data-group={group.ma}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              pl: { xs: group.depth * 2, sm: group.depth * INDENT },
              pr: 0.5,
              minHeight: 48,
              borderBottom: 1,
              borderColor: 'divider',
              opacity: group.hoat_dong ? 1 : 0.6,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ width: 34, flexShrink: 0 }}>
              {hasChildren && (
                <IconButton
                  size="small"
                  onClick={() => onToggle(group)}
                  aria-label={
                    open
                      ? t('goods:groups.collapse', { name: group.ten })
                      : t('goods:groups.expand', { name: group.ten })
                  }
                  data-testid="group-toggle"
                >
                  {open ? <ExpandMoreRounded /> : <ChevronRightRounded />}
                </IconButton>
              )}
            </Box>
            <ButtonBase
              onClick={() => actions.onOpen(group)}
              sx={{
                flex: 1,
                minWidth: 0,
                justifyContent: 'flex-start',
                gap: 1,
                py: 1,
                textAlign: 'left',
                borderRadius: 1,
              }}
            >
              {open ? (
                <FolderOpenRounded sx={{ color: 'primary.main', flexShrink: 0 }} fontSize="small" />
              ) : (
                <FolderRounded sx={{ color: theme.tokens.brand[300], flexShrink: 0 }} fontSize="small" />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: group.depth === 0 ? 700 : 500, overflowWrap: 'anywhere' }}
                >
                  {group.ten}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {group.ma}
                  {hasChildren && ` · ${t('goods:groups.children_count', { count: group.children.length })}`}
                </Typography>
              </Box>
            </ButtonBase>
            {!group.hoat_dong && !compact && <Chip size="small" label={t('catalogues:status.inactive')} />}
            <Tooltip
              title={hasChildren ? t('goods:groups.own_count', { count: group.so_hang_hoa }) : ''}
              describeChild
            >
              <Chip
                size="small"
                variant="outlined"
                label={compact ? group.total : t('goods:groups.goods_count', { count: group.total })}
                data-testid="group-count"
                sx={{ flexShrink: 0 }}
              />
            </Tooltip>
            <RowActions group={group} actions={actions} compact={compact} />
          </Box>
        );
      })}
    </Box>
  );
}
