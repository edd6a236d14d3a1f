import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, Button, DateField, ErrorNotice, fieldErrorKey, FormField, paths, RadioGroup, toast, useMarket, useValidationText } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { accountCalls, pointsCalls, type ProfileInput, type User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useStoreUser } from '../../useCurrentUser';
import { showOnFields } from '../../verification/serverErrors';
import { membershipKey } from '../Membership/useMembership';
import { isProfileComplete } from './profileCompleteness';

/** Spec: a successful save returns to the profile after 1 second. */
export const BACK_AFTER_SAVE_MS = 1000;

const GENDERS = [0, 1, 2] as const;

const initialValues = (user: User): ProfileInput => ({
  nickname: user.nickname ?? '',
  userDetail: { gender: user.userDetail?.gender ?? 0, birthday: user.userDetail?.birthday ?? '' },
  extra: { firstName: user.extra.firstName ?? '', lastName: user.extra.lastName ?? '', city: user.extra.city ?? '' },
});

/** The profile form: nickname, gender, birthday, city (and the name the profile shows). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storeUser = useStoreUser();
  const pointsEnabled = useMarket((s) => s.flags.points);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const form = useForm<ProfileInput>({ resolver: valibotResolver(accountCalls.ProfileInput), defaultValues: initialValues(user) });
  const birthdayError = useValidationText(NAMESPACE)(fieldErrorKey(form, 'userDetail.birthday'));

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const next = await api.call(accountCalls.updateProfile, input as never);
      storeUser(next);
      // Spec: completing every field but the avatar earns the profile reward (the server grants it once).
      if (pointsEnabled && isProfileComplete(next)) {
        const reward = await api.call(pointsCalls.sendCompleteProfileGrowth, { site: useMarket.getState().site }).catch(() => null);
        if (reward?.granted) toast.success(t('profile.rewarded', { points: reward.points }));
        void queryClient.invalidateQueries({ queryKey: membershipKey });
      }
      setSaved(true);
      timer.current = setTimeout(() => navigate(paths.profile(), { replace: true }), BACK_AFTER_SAVE_MS);
    } catch (error) {
      if (!showOnFields(form, error, { nickname: 'nickname', 'extra.city': 'extra.city', 'userDetail.birthday': 'userDetail.birthday', 'userDetail.gender': 'userDetail.gender', 'extra.firstName': 'extra.firstName', 'extra.lastName': 'extra.lastName' })) setFailure(error);
    }
  });

  const genderError = form.formState.errors.userDetail?.gender?.message;
  const gender = form.watch('userDetail.gender');
  return (
    <form onSubmit={submit} noValidate className="account-profile__form" aria-label={t('profile.editTitle')}>
      <FormField form={form} ns={NAMESPACE} name="nickname" label={t('profile.nickname')} maxLength={accountCalls.PROFILE_TEXT_MAX} autoComplete="nickname" />
      <FormField form={form} ns={NAMESPACE} name="extra.firstName" label={t('profile.firstName')} maxLength={accountCalls.PROFILE_TEXT_MAX} autoComplete="given-name" />
      <FormField form={form} ns={NAMESPACE} name="extra.lastName" label={t('profile.lastName')} maxLength={accountCalls.PROFILE_TEXT_MAX} autoComplete="family-name" />
      <RadioGroup
        legend={t('profile.gender')}
        name="userDetail.gender"
        inline
        className="account-profile__gender"
        options={GENDERS.map((g) => ({ value: String(g), label: t(`profile.genders.${g}`) }))}
        // Controlled: the contract's gender is the number 0, 1 or 2, and a radio's value is text.
        value={String(gender)}
        onValueChange={(value) => form.setValue('userDetail.gender', Number(value) as (typeof GENDERS)[number], { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        error={genderError ? t(`validation.${genderError}`) : undefined}
      />
      <DateField label={t('profile.birthday')} error={birthdayError} max={new Date().toISOString().slice(0, 10)} {...form.register('userDetail.birthday')} />
      <FormField form={form} ns={NAMESPACE} name="extra.city" label={t('profile.city')} maxLength={accountCalls.PROFILE_TEXT_MAX} autoComplete="address-level2" />
      {failure ? <ErrorNotice error={failure} /> : null}
      {saved ? (
        <p role="status" className="account-profile__saved">
          {t('profile.saved')}
        </p>
      ) : null}
      <div className="account-profile__actions">
        <Button type="button" variant="secondary" onClick={() => navigate(paths.profile())}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting} disabled={saved}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
