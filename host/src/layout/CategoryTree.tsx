// Loaded when the category menu or the phone's drawer opens: the catalogue's contract stays off the first load.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, ErrorNotice, paths, Spinner } from '@mall/shared';
import { catalogueCalls } from '@mall/shared/contract';

/** The rooms and, under each, its categories (the tree's first two levels), in the buyer's language, asked for when shown. */
export default function CategoryTree() {
  const { t, i18n } = useTranslation('shell');
  const tree = useQuery({
    queryKey: ['catalogue', 'categories', i18n.language],
    queryFn: ({ signal }) => api.call(catalogueCalls.categoryTree, {}, { signal }),
    staleTime: 10 * 60_000,
  });
  if (tree.isError) return <ErrorNotice error={tree.error} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />;
  if (tree.isPending) return <Spinner size="sm" label={t('categories.loading')} />;
  return (
    <ul className="shell-categories" aria-label={t('categories.label')}>
      {tree.data.map((room) => (
        <li key={room.id}>
          <Link to={paths.category(room.path)} className="shell-categories__room">
            {room.name}
          </Link>
          {room.children.length > 0 && (
            <ul>
              {room.children.map((category) => (
                <li key={category.id}>
                  <Link to={paths.category(category.path)}>{category.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
