import { Group, Pagination, Text } from '@mantine/core';

export interface PaginationLabels {
  /** Names the navigation landmark ("Pages of the staff list"). */
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  /** "Showing 21-40 of 75". */
  range: (from: number, to: number, total: number) => string;
}

interface ListPaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
}

/** Page controls under a list, with names for screen readers; nothing when everything fits on one page. */
export function ListPagination({ total, page, pageSize, onChange, labels }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {labels.range(from, to, total)}
      </Text>
      {pages > 1 && (
        <nav aria-label={labels.nav}>
          <Pagination
            total={pages}
            value={page}
            onChange={onChange}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': labels.previous }
                : control === 'next'
                  ? { 'aria-label': labels.next }
                  : {}
            }
          />
        </nav>
      )}
    </Group>
  );
}
