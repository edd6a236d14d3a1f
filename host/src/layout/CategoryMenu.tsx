import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, DisclosureMenu, ErrorNotice, paths, Spinner } from '@mall/shared';
import { catalogueCalls } from '@mall/shared/contract';

/**
 * The rooms and, under each, its categories (the tree's first two levels), in the buyer's language.
 * Asked for when shown (the menu opened, the phone's drawer opened), never on the first load.
 */
export function CategoryTree() {
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

/** Wide screens: "Categories" in the top bar, opening the tree below it. */
export function CategoryMenu() {
  const { t } = useTranslation('shell');
  return (
    <DisclosureMenu label={t('categories.menu')} variant="secondary" className="shell-category-menu">
      <CategoryTree />
    </DisclosureMenu>
  );
}
