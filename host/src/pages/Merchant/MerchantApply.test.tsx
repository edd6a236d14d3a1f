import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@mall/shared/testing';
import { merchantCalls } from '@mall/shared/contract';
import { MerchantApply } from './MerchantApply';
import { renderShell } from '../../testing';

const ENTRY = merchantCalls.merchantEntry.path;
const APPLY = merchantCalls.applyMerchant.path;
const entry = { isShow: true, isShowSettled: true, isShowBackground: false, merchantStatus: null, auditStatus: 'none', backOfficeUrl: '' };

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

describe('merchant application form', () => {
  it('asks for the country from a list named in the buyer\'s language, not a two-letter code, and sends the code', async () => {
    api = fakeApi({ [ENTRY]: entry, [APPLY]: {} });
    await renderShell(<MerchantApply />, { language: 'de' });
    const country = await screen.findByRole('combobox', { name: 'Land' });
    expect(country).toHaveValue('DE');
    expect(within(country).getByRole('option', { name: 'Deutschland' })).toBeInTheDocument();
    expect(within(country).getByRole('option', { name: 'Vereinigtes Königreich' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(country, 'Österreich');
    await user.type(screen.getByLabelText('Shopname'), 'Nordic Oak Living');
    await user.type(screen.getByLabelText('Kontaktperson'), 'Lena Berg');
    await user.type(screen.getByLabelText('Handelsregisternummer'), 'HRB 123456');
    await user.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
    await waitFor(() => expect(api.bodiesOf(APPLY)).toEqual([{ shopName: 'Nordic Oak Living', contactName: 'Lena Berg', companyRegistrationNo: 'HRB 123456', countryCode: 'AT' }]));
  });
});
