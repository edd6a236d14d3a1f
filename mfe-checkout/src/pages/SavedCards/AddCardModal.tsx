import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, Button, Checkbox, Dialog, ErrorNotice, formatCountry, FormField, FormSelect, toast, useMarket, useSession } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { cardCalls, regionCalls, type NewCard } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { CardFields, type CardFieldsHandle } from '../../payments/stripe/CardFields';
import { CardRegionField } from './CardRegionField';
import { setUpCard } from './cardSetup';

export interface AddCardModalProps {
  open: boolean;
  onClose(): void;
  /** After the card is bound (payCenterToken known). */
  onAdded(): void;
}

const regionsQuery = {
  queryKey: ['checkout', 'regions'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(regionCalls.pageRegions, { pageSize: regionCalls.REGION_PAGE_SIZE, pageNum: regionCalls.REGION_PAGE_NUM, site: useMarket.getState().site }, { signal }),
  staleTime: Infinity,
} as const;

/**
 * The add-card modal (添加卡片): the holder's details checked with the contract's NewCard schema
 * (each required field 请填写), the card itself in the provider's hosted fields, then the setup.
 */
export function AddCardModal({ open, onClose, onAdded }: AddCardModalProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const market = useMarket();
  const user = useSession((s) => s.user);
  const fields = useRef<CardFieldsHandle>(null);
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const regions = useQuery(regionsQuery);
  // Card number, expiry and CVC go only to the provider's hosted fields, when a provider key is configured.
  const publishableKey = market.cardProviderPublishableKey;
  const form = useForm<NewCard>({
    resolver: valibotResolver(cardCalls.NewCard),
    defaultValues: {
      cardHolderName: '', mobile: '', email: user?.email ?? '', country: market.country,
      address: { province: '', city: '', region: '' }, street: '', houseNumber: '', zipCode: '', isSave: true,
    },
  });

  const submit = async () => {
    setCardError(null);
    const card = publishableKey ? fields.current : null;
    // check the hosted fields together with the form, so every message shows at once
    const cardReady = !publishableKey || Boolean(card?.stripe());
    const cardValid = !publishableKey || (cardReady && card!.check());
    if (!cardReady) setCardError(t('payment.loadError'));
    await form.handleSubmit(async (values) => {
      if (!cardValid) return;
      setBusy(true);
      try {
        const result = await setUpCard(
          { ...values, city: values.address.city, state: values.address.province },
          { stripe: card ? { stripe: card.stripe()!, card: card.cardNumber()! } : null },
        );
        if (result.status === 'added') {
          toast.success(t('payment.addCard.added'));
          onAdded();
        } else if (result.status === 'timeout') {
          toast.warning(t('payment.addCard.setupTimeout'));
        } else if (result.message) {
          setCardError(result.message);
        }
      } catch {
        // spec: card flow errors stop the loading state silently (what was typed stays)
      } finally {
        setBusy(false);
      }
    })();
  };

  const field = (name: Parameters<typeof form.register>[0], label: string, type = 'text', autoComplete?: string) => (
    <FormField form={form} name={name} label={t(label)} ns={NAMESPACE} type={type} autoComplete={autoComplete} />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={t('payment.addCard.title')}
      width={620}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('payment.addCard.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t('payment.addCard.submit')}
          </Button>
        </>
      }
    >
      <form className="checkout-add-card" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        {publishableKey && <CardFields ref={fields} publishableKey={publishableKey} />}
        {cardError && <ErrorNotice message={cardError} />}
        {field('cardHolderName', 'payment.addCard.holderName', 'text', 'cc-name')}
        {field('mobile', 'payment.addCard.mobile', 'tel', 'tel')}
        {field('email', 'payment.addCard.email', 'email', 'email')}
        <FormSelect form={form} ns={NAMESPACE} name="country" label={t('payment.addCard.country')}>
          {(regions.data?.data ?? [{ id: 0, regionShortName: market.country, regionName: market.country }]).map((region) => (
            <option key={region.regionShortName} value={region.regionShortName}>
              {formatCountry(region.regionShortName, i18n.language)}
            </option>
          ))}
        </FormSelect>
        <CardRegionField form={form} regions={regions.data?.data} />
        {field('street', 'payment.addCard.street', 'text', 'address-line1')}
        {field('houseNumber', 'payment.addCard.houseNumber')}
        {field('zipCode', 'payment.addCard.zipCode', 'text', 'postal-code')}
        <Checkbox label={t('payment.addCard.isSave')} {...form.register('isSave')} />
      </form>
    </Dialog>
  );
}

export default AddCardModal;
