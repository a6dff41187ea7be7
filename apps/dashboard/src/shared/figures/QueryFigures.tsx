/** Figures read by one query: a placeholder of their height while it loads, the error with a retry if it failed. */
import { Card, EmptyState, Skeleton } from '@paydesk/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryFiguresProps<TData> {
  query: UseQueryResult<TData>;
  /** The placeholder's height (px): about the figures'. */
  height: number;
  /** Said when the query failed ("The key figures could not be loaded."). */
  errorTitle: string;
  /** The figures, once read. */
  children: (data: TData) => ReactNode;
}

export function QueryFigures<TData>({
  query,
  height,
  errorTitle,
  children,
}: QueryFiguresProps<TData>) {
  if (query.isPending) {
    return (
      <Card aria-busy>
        <Skeleton shape="rect" height={height} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        variant="error"
        title={errorTitle}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  return children(query.data);
}
