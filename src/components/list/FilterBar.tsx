import { ClearOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../hooks/useIsPhone';
import { KeywordSearch } from './KeywordSearch';
import type { ResourceTableState } from './useResourceTable';
import './filters.css';

/** Keyword search and the declared filters, all bound to the URL through the table state. */
export function FilterBar<T extends object>({
  table,
  searchPlaceholder,
}: {
  table: ResourceTableState<T>;
  searchPlaceholder?: string;
}) {
  const { t } = useTranslation('toolkit');
  const phone = useIsPhone();
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      role="search"
      aria-label={t('filters.title')}
      className={phone ? 'cc-filter-bar cc-filter-bar-phone' : 'cc-filter-bar'}
      style={{ flex: phone ? '1 1 100%' : '1 1 auto' }}
    >
      {table.resource.keywordParam && (
        <KeywordSearch
          value={table.state.keyword}
          onChange={table.setKeyword}
          placeholder={searchPlaceholder}
        />
      )}
      {table.filters.map((filter) => (
        <Fragment key={filter.name}>
          {filter.control({
            value: table.state.filters[filter.name],
            onChange: (value) => table.setFilter(filter.name, value),
          })}
        </Fragment>
      ))}
      {table.hasActiveFilters && (
        <Button type="link" icon={<ClearOutlined />} onClick={table.reset}>
          {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
