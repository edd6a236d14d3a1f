import { useTranslation } from 'react-i18next';
import { useMarket } from '@mall/shared';
import type { MembershipLevel } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/** The levels, lowest first, with the buyer's own level marked. */
export function LevelLadder({ levels, currentId }: { levels: readonly MembershipLevel[]; currentId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <section className="account-ladder" aria-labelledby="account-ladder-title">
      <h3 id="account-ladder-title">{t('membership.ladder.title')}</h3>
      <ol className="account-ladder__levels">
        {levels.map((level) => {
          const current = level.id === currentId;
          return (
            <li key={level.id} className={current ? 'account-ladder__level account-ladder__level--current' : 'account-ladder__level'} aria-current={current ? 'step' : undefined}>
              <span className="account-ladder__name">{level.name}</span>
              <span className="account-ladder__threshold">{t('membership.ladder.from', { growth: level.growthThreshold.toLocaleString(locale) })}</span>
              {current && <span className="account-ladder__badge">{t('membership.ladder.current')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
