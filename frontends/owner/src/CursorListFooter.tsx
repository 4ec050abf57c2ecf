import type { CursorList } from './use-cursor-list';

/** Under a paged list: why the last page did not come, and "Load more" while there is more. */
export function CursorListFooter({ list, what }: { list: CursorList<unknown>; what: string }) {
  return (
    <div className="owner-list-footer">
      <div className="owner-list-problem" role="alert">
        {list.problem}
      </div>
      {list.hasMore || (list.problem && list.loaded) ? (
        <button
          type="button"
          className="button"
          aria-label={`Load more ${what}`}
          aria-busy={list.loading}
          onClick={() => void list.loadMore()}
        >
          {list.loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
      {list.problem && !list.loaded ? (
        <button type="button" className="button" onClick={() => void list.reload()}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
