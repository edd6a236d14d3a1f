import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureMenu, Spinner } from '@mall/shared';

const loadTree = () => import('./CategoryTree');
const LazyTree = lazy(loadTree);

/** The category tree (its code and its data come when it is shown: the menu or the drawer opened). */
export function CategoryTree() {
  const { t } = useTranslation('shell');
  return (
    <Suspense fallback={<Spinner size="sm" label={t('categories.loading')} />}>
      <LazyTree />
    </Suspense>
  );
}

/** Wide screens: "Categories" in the top bar, opening the tree below it; its code is fetched as the pointer or focus reaches it. */
export function CategoryMenu() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-category-menu" onPointerEnter={() => void loadTree()} onFocus={() => void loadTree()}>
      <DisclosureMenu label={t('categories.menu')} variant="secondary">
        <CategoryTree />
      </DisclosureMenu>
    </div>
  );
}
