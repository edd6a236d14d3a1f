import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace';
import { ClosingNoticeBody, useClosingNotice } from './ClosingNoticeArticle';

/** /agree-detail/destroy: the closing notice as a page (mobile; desktop shows it as a modal from the closing screen). */
export function ClosingNotice() {
  const { t } = useTranslation(NAMESPACE);
  const notice = useClosingNotice();
  return (
    <article className="account-closing" data-boundary="account" aria-labelledby="account-notice-title">
      <h1 id="account-notice-title">{notice.data?.title ?? t('closing.notice')}</h1>
      <ClosingNoticeBody />
    </article>
  );
}
