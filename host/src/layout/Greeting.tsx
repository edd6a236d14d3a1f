import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingFor, useSession } from '@mall/shared';
import { useIsHydrating } from '../federation/servedRegions';

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
  // The server's clock may be in another time zone than the visitor's (issue 29): while hydrating, the
  // server's greeting is kept as drawn; the render after it writes the visitor's own.
  const keepServers = useIsHydrating() && typeof window !== 'undefined';
  return (
    <span className="shell-greeting" suppressHydrationWarning>
      {keepServers ? '' : t(`greeting.${greetingFor(hour)}`, { context: name ? 'named' : undefined, name })}
    </span>
  );
}
