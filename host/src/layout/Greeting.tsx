import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingFor, useSession } from '@mall/shared';

/** The greeting follows the clock; re-checked each minute so it turns at 11, 13 and 18. */
export function Greeting({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const [hour, setHour] = useState(() => now().getHours());
  useEffect(() => {
    const timer = setInterval(() => setHour(now().getHours()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  const name = user && !user.isTourist ? user.nickname || user.email || '' : '';
  return <span className="shell-greeting">{t(`greeting.${greetingFor(hour)}`, { context: name ? 'named' : undefined, name })}</span>;
}
