import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, ImagePicker } from '@mall/shared';
import { accountCalls, type UploadedImage, type User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useStoreUser } from '../../useCurrentUser';

/** Spec: the avatar is shown at 130x130 by default. */
export const AVATAR_SIZE = 130;

/** The default picture: a silhouette drawn inline. */
function DefaultAvatar({ label }: { label: string }) {
  return (
    <svg width={AVATAR_SIZE} height={AVATAR_SIZE} viewBox="0 0 130 130" role="img" aria-label={label} className="account-avatar__image">
      <rect width="130" height="130" rx="65" fill="#e8e2d6" />
      <circle cx="65" cy="52" r="24" fill="#b5a88f" />
      <path d="M22 112c6-24 24-36 43-36s37 12 43 36" fill="#b5a88f" />
    </svg>
  );
}

/**
 * The avatar with its upload: png, bmp, jpeg or gif under 2M (the picker checks before sending,
 * the server sniffs the bytes and checks again), saved on the account at once.
 */
export function Avatar({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const storeUser = useStoreUser();
  const [failure, setFailure] = useState<unknown>(null);
  const current: UploadedImage[] = user.avatarUrl ? [{ id: user.avatarUrl, url: user.avatarUrl, size: 0, contentType: '' }] : [];
  const save = async (images: UploadedImage[]) => {
    setFailure(null);
    try {
      storeUser(await api.call(accountCalls.updateAvatar, { avatarUrl: images[0]?.url ?? null }));
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <section className="account-avatar" aria-labelledby="account-avatar-title">
      <h2 id="account-avatar-title" className="account-visually-hidden">
        {t('profile.avatar')}
      </h2>
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt={t('profile.avatarAlt')} width={AVATAR_SIZE} height={AVATAR_SIZE} className="account-avatar__image" />
      ) : (
        <DefaultAvatar label={t('profile.avatarDefault')} />
      )}
      <ImagePicker purpose="AVATAR" max={1} replaces value={current} onChange={(images) => void save(images)} label={t('profile.avatar')} />
      {failure ? <ErrorNotice error={failure} /> : null}
    </section>
  );
}
