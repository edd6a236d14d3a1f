import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, ErrorNotice, paths, useMarket } from '@mall/shared';
import { contentCalls } from '@mall/shared/contract';

/**
 * Spec (issue 15): the signup terms are the site's user-protocol articles (user agreement, privacy
 * policy), named by the content call and linked to their help article page, where they are read
 * sanitized. A failure says so with Retry: the buyer must be able to read what they accept.
 */
export function SignupTerms() {
  const { t } = useTranslation('shell');
  const site = useMarket((m) => m.site);
  const terms = useQuery({
    queryKey: ['content', 'up-article', site, 'signup'],
    queryFn: () => api.call(contentCalls.queryUpArticleInfo, { site, codes: ['USER_AGREEMENT', 'PRIVACY_POLICY'] }),
    staleTime: 10 * 60_000,
  });
  if (terms.isError) return <ErrorNotice message={t('auth.termsFailed')} onRetry={() => void terms.refetch()} retrying={terms.isFetching} />;
  // The line's height is kept while the titles load, so the button below does not move.
  return (
    <p className="shell-auth__terms">
      {terms.data && terms.data.length > 0 && (
        <>
          {t('auth.terms')}{' '}
          {terms.data.map((article, i) => (
            <Fragment key={article.code}>
              {i > 0 && t('auth.termsAnd')}
              <Link to={paths.helpArticle(article.id)} target="_blank" rel="noopener">
                {article.title}
              </Link>
            </Fragment>
          ))}
          .
        </>
      )}
    </p>
  );
}
