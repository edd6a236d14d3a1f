import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Dialog, paths, Spinner, useIsMobile } from '@mall/shared';
import { customerCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

// The article's HTML cleaner loads only when the buyer opens it.
const BenefitArticleBody = lazy(() => import('./BenefitArticleBody'));

/**
 * The benefit article (a content article, customerCalls.BENEFITS_ARTICLE_ID): the host's help page
 * on mobile, a dialog on desktop, as the closing notice.
 */
export function BenefitArticle() {
  const { t } = useTranslation(NAMESPACE);
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const label = t('membership.benefits.article');
  if (isMobile) return <Link to={paths.helpArticle(customerCalls.BENEFITS_ARTICLE_ID)}>{label}</Link>;
  return (
    <p>
      <Button type="button" variant="text" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Dialog open onOpenChange={setOpen} title={t('membership.benefits.articleTitle')} width={620}>
          <Suspense fallback={<Spinner />}>
            <BenefitArticleBody />
          </Suspense>
        </Dialog>
      )}
    </p>
  );
}
