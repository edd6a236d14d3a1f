import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, Button, EmptyState, ErrorNotice, isApiError, PageLoader, paths, queryKeys, RemoteFragment, useMarket } from '@mall/shared';
import { needsPrivateTaxCode, normalizePrivateTaxCode, privateTaxCodeRefusal } from '@mall/shared/address/core';
import { type Address, addressCalls, checkoutCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { formContextOf } from '../../checkout/formContext';
import { Discounts, type DiscountChoice } from '../../checkout/Discounts';
import { OrderSummary } from '../../checkout/OrderSummary';
import { PaymentSection } from '../../checkout/PaymentSection';
import { PrivateTaxCodeField } from '../../checkout/PrivateTaxCodeField';
import type { PayFlowPorts, PayTarget } from '../../checkout/payFlow';
import { usePayment } from '../../checkout/usePayment';
import { AddressPicker, addressLine, CheckoutStep } from './AddressSteps';
import { firstShippingAddress, useAddressList, usePayOptions, usePriceWith, useRenderContract } from './useCheckout';
import './Checkout.css';

type Step = 'shipping' | 'billing' | 'payment';
const STEP_ORDER: Step[] = ['shipping', 'billing', 'payment'];

const toId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** A billing address copied from the shipping address, with the company's tax details. */
const billingCopy = (a: Address, tax: { taxCode?: string; fileId?: string; fileName?: string }) => ({
  callSuffix: a.callSuffix,
  gender: a.gender,
  firstName: a.firstName,
  lastName: a.lastName,
  personPhone: a.personPhone,
  areaCode: a.areaCode,
  areaCodeId: a.areaCodeId,
  email: a.email,
  company: a.company,
  poiName: a.poiName,
  houseNo: a.houseNo,
  detailAddress: a.detailAddress,
  postalCode: a.postalCode,
  city: a.city,
  province: a.province,
  countryId: a.countryId,
  districtList: a.districtList,
  taxCode: tax.taxCode ?? null,
  rfcFile: tax.fileId && tax.fileName ? { fileId: tax.fileId, fileName: tax.fileName } : null,
});

/**
 * /checkout (spec §2, issue 5): shipping address, billing address, then payment, beside the order
 * summary. `?tradeContractId` pays the balance of a pre-sale contract (its addresses are fixed).
 */
export function Checkout() {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [query] = useSearchParams();
  const tradeContractId = toId(query.get('tradeContractId'));
  const isBalance = tradeContractId !== undefined;
  const site = useMarket((m) => m.site);
  const locale = useMarket((m) => m.locale);

  const shippingList = useAddressList('shipping', !isBalance);
  const [step, setStep] = useState<Step>(isBalance ? 'payment' : 'shipping');
  // Chosen at once when the addresses are already known (the page came with them): the first
  // preview is then the one for that address, not one without an address followed by another.
  const [shippingAddressId, setShippingAddressId] = useState<number | undefined>(() => (isBalance ? undefined : firstShippingAddress(shippingList.data?.data)?.id));
  const [billingMode, setBillingMode] = useState<'same' | 'other'>('same');
  const [billingAddressId, setBillingAddressId] = useState<number>();
  const [tax, setTax] = useState<{ value: { taxCode?: string; fileId?: string; fileName?: string }; valid: boolean }>({ value: {}, valid: true });
  const [billingError, setBillingError] = useState<unknown>(null);
  // A private buyer invoiced in Spain or Italy: the personal tax code, as typed, and its refusal (a message key).
  const [buyerTaxCode, setBuyerTaxCode] = useState('');
  const [buyerTaxCodeError, setBuyerTaxCodeError] = useState<string | null>(null);
  const [savingBilling, setSavingBilling] = useState(false);

  const billingList = useAddressList('billing', !isBalance && billingMode === 'other');
  const shippingAddresses = shippingList.data?.data;
  const shippingAddress = shippingAddresses?.find((a) => a.id === shippingAddressId);

  // The default (else the newest) saved address is chosen until the buyer picks another.
  useEffect(() => {
    if (shippingAddressId === undefined && shippingAddresses?.length) setShippingAddressId(firstShippingAddress(shippingAddresses)?.id);
  }, [shippingAddresses, shippingAddressId]);

  // A code and points, once the server's render took them (a refused one never gets here).
  const [discounts, setDiscounts] = useState<DiscountChoice>({});
  const source = {
    ...(tradeContractId !== undefined ? { tradeContractId } : {}),
    ...(!isBalance && shippingAddressId !== undefined ? { shippingAddressId } : {}),
    ...(!isBalance && billingAddressId !== undefined ? { billingAddressId } : {}),
    ...(!isBalance ? discounts : {}),
  };
  const render = useRenderContract(source);
  const priceWith = usePriceWith(source, setDiscounts);
  const contract = render.data;
  const { options, channels } = usePayOptions(contract);
  const corporate = Boolean(shippingAddress?.company?.trim());
  // The invoice address is the render's billing address (the shipping address unless another is chosen).
  const taxCodeMarket = !isBalance && needsPrivateTaxCode(contract?.billingAddress) ? (contract!.billingAddress!.regionShortName as 'ES' | 'IT') : null;

  // Once placed, the orders exist: later attempts (after a cancelled wallet, a limit) pay the same contract.
  const placed = useRef<PayTarget | null>(null);
  const prepare: PayFlowPorts['prepare'] = async () => {
    if (placed.current) return { validResult: '1', target: placed.current };
    if (!contract || (!isBalance && (shippingAddressId === undefined || (billingMode === 'other' && billingAddressId === undefined)))) {
      return { validResult: '0' };
    }
    let answer;
    try {
      const taxCode = taxCodeMarket ? { buyerTaxCode: normalizePrivateTaxCode(buyerTaxCode) } : {};
      answer = await api.call(checkoutCalls.submitTradeContract, { ...source, ...taxCode, expectedNeedPayAmt: contract.needPayAmt.value });
    } catch (error) {
      // The server's same rule: back to the billing step with its message under the field.
      const refusal = isApiError(error) ? error.fields?.find((f) => f.field === 'buyerTaxCode') : undefined;
      if (!refusal) throw error;
      setBuyerTaxCodeError(refusal.message);
      return { validResult: '0' };
    }
    // The lines checked out left the cart.
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    placed.current = {
      contractId: answer.tradeContractId,
      buyerId: answer.buyerId,
      tradeOrderIds: answer.tradeOrderIds,
      isPoint: answer.isPoint,
      email: contract.selectedAddress?.email ?? shippingAddress?.email ?? null,
    };
    return { validResult: '1', target: placed.current };
  };
  const payment = usePayment({ prepare, stepBack: () => !isBalance && setStep('billing') });

  if (render.isPending) return <PageLoader />;
  if (render.isError && !contract) return <ErrorNotice error={render.error} onRetry={() => void render.refetch()} />;
  if (!contract || contract.renderTradeOrderTOList.length === 0) {
    return <EmptyState text={t('flow.checkout.empty')} action={<Link to={paths.cart()}>{t('flow.checkout.backToCart')}</Link>} />;
  }

  const stateOf = (s: Step) => (s === step ? 'open' : STEP_ORDER.indexOf(s) < STEP_ORDER.indexOf(step) ? 'done' : 'waiting');

  const continueFromBilling = async () => {
    setBillingError(null);
    const taxCodeRefusal = taxCodeMarket ? privateTaxCodeRefusal(taxCodeMarket, buyerTaxCode) : null;
    setBuyerTaxCodeError(taxCodeRefusal);
    if (taxCodeRefusal) return;
    if (billingMode === 'other') {
      if (billingAddressId !== undefined) setStep('payment');
      return;
    }
    if (corporate && !tax.valid) return;
    // Same as shipping, with the company's tax details: kept as a billing copy the contract points at.
    if (corporate && shippingAddress && (tax.value.taxCode || tax.value.fileId)) {
      setSavingBilling(true);
      try {
        const saved = await api.call(addressCalls.saveBillingAddress, billingCopy(shippingAddress, tax.value));
        setBillingAddressId(saved.id);
      } catch (error) {
        setBillingError(error);
        return;
      } finally {
        setSavingBilling(false);
      }
    } else {
      setBillingAddressId(undefined);
    }
    setStep('payment');
  };

  return (
    <div className="checkout" data-boundary="checkout">
      <h1>{isBalance ? t('flow.checkout.balance') : t('flow.checkout.title')}</h1>
      <div className="checkout__layout">
        <div className="checkout__steps">
          {isBalance ? (
            contract.selectedAddress && (
              <CheckoutStep number={1} title={t('flow.checkout.steps.shipping')} state="done" summary={addressLine(contract.selectedAddress)} />
            )
          ) : (
            <>
              <CheckoutStep
                number={1}
                title={t('flow.checkout.steps.shipping')}
                state={stateOf('shipping')}
                summary={shippingAddress && addressLine(shippingAddress)}
                onChange={() => setStep('shipping')}
              >
                <AddressPicker
                  kind="shipping"
                  addresses={shippingAddresses}
                  loading={shippingList.isPending}
                  error={shippingList.error}
                  onRetry={() => void shippingList.refetch()}
                  selectedId={shippingAddressId}
                  onSelect={setShippingAddressId}
                  onSaved={(id) => {
                    setShippingAddressId(id);
                    void shippingList.refetch();
                  }}
                />
                <Button disabled={shippingAddressId === undefined} onClick={() => setStep('billing')}>
                  {t('flow.checkout.continue')}
                </Button>
              </CheckoutStep>
              <CheckoutStep
                number={2}
                title={t('flow.checkout.steps.billing')}
                state={stateOf('billing')}
                summary={
                  billingMode === 'same'
                    ? t('flow.checkout.billing.same')
                    : billingList.data?.data.find((a) => a.id === billingAddressId) && addressLine(billingList.data.data.find((a) => a.id === billingAddressId)!)
                }
                onChange={() => setStep('billing')}
              >
                <fieldset className="checkout-billing-mode">
                  <label>
                    <input type="radio" name="checkout-billing-mode" checked={billingMode === 'same'} onChange={() => { setBillingMode('same'); setBillingAddressId(undefined); }} />
                    {t('flow.checkout.billing.same')}
                  </label>
                  <label>
                    <input type="radio" name="checkout-billing-mode" checked={billingMode === 'other'} onChange={() => { setBillingMode('other'); setBillingAddressId(undefined); }} />
                    {t('flow.checkout.billing.other')}
                  </label>
                </fieldset>
                {billingMode === 'same' && corporate && shippingAddress && (
                  <div className="checkout-tax">
                    <h3>{t('flow.checkout.billing.taxDetails')}</h3>
                    <RemoteFragment
                      id="account/TaxCodeForm"
                      props={{ regionId: shippingAddress.countryId, corporate, value: tax.value, onChange: (value, valid) => setTax({ value, valid }) }}
                    />
                    {!tax.valid && <p className="checkout-warn">{t('flow.checkout.billing.taxInvalid')}</p>}
                  </div>
                )}
                {billingMode === 'other' && (
                  <AddressPicker
                    kind="billing"
                    addresses={billingList.data?.data}
                    loading={billingList.isPending}
                    error={billingList.error}
                    onRetry={() => void billingList.refetch()}
                    selectedId={billingAddressId}
                    onSelect={setBillingAddressId}
                    onSaved={(id) => {
                      setBillingAddressId(id);
                      void billingList.refetch();
                    }}
                    {...(shippingAddress ? { initial: billingCopy(shippingAddress, {}) } : {})}
                  />
                )}
                {taxCodeMarket && <PrivateTaxCodeField market={taxCodeMarket} value={buyerTaxCode} error={buyerTaxCodeError} onChange={setBuyerTaxCode} />}
                {billingError !== null && <ErrorNotice error={billingError} />}
                <Button
                  loading={savingBilling}
                  disabled={(billingMode === 'other' && billingAddressId === undefined) || (billingMode === 'same' && corporate && !tax.valid)}
                  onClick={() => void continueFromBilling()}
                >
                  {t('flow.checkout.continue')}
                </Button>
              </CheckoutStep>
            </>
          )}
          <PaymentSection
            active={step === 'payment' && !render.isFetching}
            options={options}
            loading={channels.isPending}
            error={channels.error}
            onRetry={() => void channels.refetch()}
            amount={{ value: contract.needPayAmt.value, currency: contract.needPayAmt.currency }}
            payment={payment}
            // A balance pays its existing contract; otherwise forms place it through prepareContract.
            formContext={formContextOf(contract, { locale, site }, tradeContractId)}
          />
        </div>
        <OrderSummary contract={contract}>
          {!isBalance && !contract.isPoint && <Discounts contract={contract} choice={discounts} apply={priceWith} />}
        </OrderSummary>
      </div>
    </div>
  );
}
