import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, DataTable, DateTime, ErrorNotice, isApiError, Pagination, paths, Spinner, useMarket } from '@mall/shared';
import { pointsCalls, type CustomerMembership, type CustomerTask, type GrowthEventType } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { shownPoints } from './membershipPages';
import { isPageTask, TaskAction } from './TaskAction';
import { LEDGER_PAGE_SIZE, useLedger, useSignIn, useSignInLog, useTasks } from './usePoints';

/** Where the buyer does each task (spec: points and growth calls). */
const TASK_LINKS: Partial<Record<GrowthEventType, string>> = {
  POST_ORDER_REVIEW: paths.reviews(),
  COMPLETE_PROFILE: paths.profileEdit(),
};

/** How many days of the sign-in log the card lists (the call answers up to 31). */
const SIGN_IN_LOG_SHOWN = 7;

function SignIn() {
  const { t } = useTranslation(NAMESPACE);
  const log = useSignInLog();
  const signIn = useSignIn();
  const refusedToday = isApiError(signIn.error) && signIn.error.code === pointsCalls.PointsErrorCode.alreadySignedIn;
  return (
    <section aria-labelledby="account-signin-title" className="account-points__card">
      <h3 id="account-signin-title">{t('points.signIn.title')}</h3>
      {log.isError ? <ErrorNotice error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} /> : null}
      {log.data ? <p>{t('points.signIn.days', { count: log.data.days.length })}</p> : null}
      {log.data && log.data.days.length > 0 ? (
        // The sign-in log: the days signed in, newest first (ISO days, shown as the buyer's dates).
        <ul className="account-signin__log" aria-label={t('points.signIn.log')}>
          {log.data.days.slice(0, SIGN_IN_LOG_SHOWN).map((day) => (
            <li key={day}>
              <DateTime value={day} />
            </li>
          ))}
        </ul>
      ) : null}
      {signIn.isSuccess ? (
        <p role="status">{t('points.signIn.granted', { points: signIn.data.points })}</p>
      ) : refusedToday ? (
        <p role="alert">{t('points.signIn.already')}</p>
      ) : signIn.isError ? (
        <ErrorNotice error={signIn.error} />
      ) : null}
      <Button type="button" variant="primary" loading={signIn.isPending} onClick={() => signIn.mutate()}>
        {log.data?.signedInToday ? t('points.signIn.doneToday') : t('points.signIn.button')}
      </Button>
    </section>
  );
}

function TaskRow({ task }: { task: CustomerTask }) {
  const { t } = useTranslation(NAMESPACE);
  const name = t(`points.tasks.${task.growthEventType}`);
  const to = TASK_LINKS[task.growthEventType];
  return (
    <li className={task.completed ? 'account-task account-task--done' : 'account-task'}>
      <span>{to && !task.completed ? <Link to={to}>{name}</Link> : name}</span>
      <span>{t('points.reward', { points: task.points, growth: task.growth })}</span>
      <span>{task.completed ? t('points.completed') : t(`points.once.${task.once}`)}</span>
      {isPageTask(task.growthEventType) ? <TaskAction event={task.growthEventType} completed={task.completed} /> : null}
    </li>
  );
}

function Tasks() {
  const { t } = useTranslation(NAMESPACE);
  const tasks = useTasks();
  return (
    <section aria-labelledby="account-earning-title" className="account-points__card">
      <h3 id="account-earning-title">{t('membership.points.earnTitle')}</h3>
      {tasks.isPending ? <Spinner /> : tasks.isError ? <ErrorNotice error={tasks.error} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} /> : (
        <ul className="account-earning">
          {tasks.data.map((task) => (
            <TaskRow key={task.growthEventType} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Ledger() {
  const { t } = useTranslation(NAMESPACE);
  const [pageNo, setPageNo] = useState(1);
  const ledger = useLedger(pageNo);
  return (
    <section aria-labelledby="account-ledger-title" className="account-points__card">
      <h3 id="account-ledger-title">{t('points.ledger.title')}</h3>
      {ledger.isPending ? <Spinner /> : ledger.isError ? <ErrorNotice error={ledger.error} onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} /> : ledger.data.data.length === 0 ? (
        <p>{t('points.ledger.empty')}</p>
      ) : (
        <>
          <DataTable
            className="account-ledger"
            caption={t('points.ledger.title')}
            captionHidden
            rows={ledger.data.data}
            rowKey={(entry) => entry.id}
            columns={[
              { key: 'date', header: t('points.ledger.date'), cell: (entry) => <DateTime value={entry.createdAt} /> },
              { key: 'source', header: t('points.ledger.source'), cell: (entry) => t(`points.sources.${entry.source}`) },
              { key: 'points', header: t('points.ledger.points'), numeric: true, cell: (entry) => (entry.points > 0 ? `+${entry.points}` : entry.points) },
              { key: 'growth', header: t('points.ledger.growth'), numeric: true, cell: (entry) => (entry.growth > 0 ? `+${entry.growth}` : entry.growth) },
            ]}
          />
          <Pagination page={pageNo} pageSize={LEDGER_PAGE_SIZE} total={ledger.data.total} onPageChange={setPageNo} />
        </>
      )}
    </section>
  );
}

/** The points page: balance (rounded up), daily sign-in, the tasks with completion, and the ledger. */
export function MembershipPoints({ membership }: { membership: CustomerMembership }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  return (
    <>
      <dl className="account-membership__figures">
        <div>
          <dt>{t('membership.points.balance')}</dt>
          <dd>{shownPoints(membership.pointsBalance).toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt>{t('membership.level.growth')}</dt>
          <dd>{membership.growthValue.toLocaleString(locale)}</dd>
        </div>
      </dl>
      <SignIn />
      <Tasks />
      <Ledger />
    </>
  );
}
