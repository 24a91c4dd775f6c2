import { Button, Flex, Skeleton, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionDto } from '@/api/types/identity';
import { usePermissionName } from '@/components/permissions/usePermissionName';
import { buildPermissionTree, parentsOf, toggleGrant } from './permissionTree';

export interface PermissionTreeProps {
  id?: string;
  permissions: Omit<PermissionDto, 'id'>[];
  value?: string[];
  onChange?(value: string[]): void;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * Granted permissions as a checkable tree grouped by name prefix, with translated names. A child can only be
 * granted with its group: checking it checks the group; unchecking a group unchecks its children.
 */
export function PermissionTree({
  id,
  permissions,
  value = [],
  onChange,
  disabled,
  loading,
}: PermissionTreeProps) {
  const { t } = useTranslation('roles');
  const label = usePermissionName();
  const tree = buildPermissionTree(permissions, label);
  const parents = parentsOf(tree);
  const known = value.filter((v) => parents.has(v));
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Flex vertical gap={8} id={id}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Text type="secondary" role="status">
          {t('permissions.count', { granted: known.length, total: permissions.length })}
        </Typography.Text>
        <span>
          <Button
            size="small"
            type="link"
            disabled={disabled}
            onClick={() => onChange?.(permissions.map((p) => p.name))}
          >
            {t('permissions.all')}
          </Button>
          <Button size="small" type="link" disabled={disabled} onClick={() => onChange?.([])}>
            {t('permissions.none')}
          </Button>
        </span>
      </Flex>
      <Tree
        key={permissions.length}
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        aria-label={t('fields.permissions')}
        treeData={tree}
        checkedKeys={known}
        onCheck={(_keys, info) =>
          onChange?.(toggleGrant(value, String(info.node.key), info.checked, parents))
        }
      />
    </Flex>
  );
}
