import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressCalls, regionCalls } from '@mall/shared/contract';
import type { TaxCodeFormProps } from '@mall/shared';
import { failure, fakeApi, renderScreen, serverError } from '../../testing/screen';
import { answerRegions } from '../RegionPicker/testRegions';
import TaxCodeForm from './TaxCodeForm';
import { pdfFile as pdf } from './testFiles';

const REGIONS = regionCalls.pageRegions.path;
const UPLOAD = addressCalls.uploadTaxFile.path;
const SPAIN = 2;
const GERMANY = 5;
const UNITED_KINGDOM = 13;

const uploaded = (body: { file: File }) => ({ fileId: 'f-1', fileName: body.file.name, size: body.file.size });

async function renderForm(props: Partial<TaxCodeFormProps> = {}, language?: 'en' | 'zh-CN' | 'de') {
  const onChange = jest.fn();
  await renderScreen(<TaxCodeForm regionId={SPAIN} corporate={false} onChange={onChange} {...props} />, { url: '/', path: '/', language });
  await screen.findByRole('group');
  return { onChange, lastReport: () => onChange.mock.calls.at(-1) as [Record<string, unknown>, boolean] };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('TaxCodeForm where the market needs an RFC-style code (Spain)', () => {
  it('requires the code with its pattern and a PDF, and is valid once both are there', async () => {
    const api = fakeApi({ [REGIONS]: answerRegions, [UPLOAD]: uploaded });
    const { lastReport } = await renderForm();
    expect(lastReport()[1]).toBe(false);
    const user = userEvent.setup();
    const code = screen.getByRole('textbox', { name: 'Tax code' });
    await user.type(code, 'ABC');
    await user.tab();
    expect(await screen.findByText('Please enter a correct value')).toBeInTheDocument();
    await user.clear(code);
    expect(screen.getByText('The tax code must not be empty')).toBeInTheDocument();
    await user.type(code, '12345678Z');
    expect(screen.getByText('Please upload the tax registration as a PDF')).toBeInTheDocument();
    expect(lastReport()).toEqual([{ taxCode: '12345678Z', fileId: undefined, fileName: undefined }, false]);

    await user.upload(screen.getByLabelText('Tax certificate (PDF)'), pdf());
    expect(await screen.findByText('nif.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax certificate (PDF)')).toHaveAccessibleDescription(expect.stringContaining('nif.pdf'));
    // The file itself, as multipart/form-data (fakeApi reads the form), with its name.
    const [sent] = api.bodiesOf(UPLOAD) as Array<{ file: File }>;
    expect(Object.keys(sent!)).toEqual(['file']);
    expect(sent!.file.name).toBe('nif.pdf');
    await expect(sent!.file.text()).resolves.toBe('%PDF-1.4\n%%EOF\n');
    expect(lastReport()).toEqual([{ taxCode: '12345678Z', fileId: 'f-1', fileName: 'nif.pdf' }, true]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a NIF whose check letter is wrong, as the checkout and mall-api do (issue 31)', async () => {
    fakeApi({ [REGIONS]: answerRegions, [UPLOAD]: uploaded });
    const { lastReport } = await renderForm();
    const user = userEvent.setup();
    const code = screen.getByRole('textbox', { name: 'Tax code' });
    // The shape of a NIF, but 12345678 mod 23 is Z, not A.
    await user.type(code, '12345678A');
    await user.upload(screen.getByLabelText('Tax certificate (PDF)'), pdf());
    expect(await screen.findByText('nif.pdf')).toBeInTheDocument();
    expect(screen.getByText('Please enter a correct value')).toBeInTheDocument();
    expect(lastReport()).toEqual([{ taxCode: '12345678A', fileId: 'f-1', fileName: 'nif.pdf' }, false]);
    await user.clear(code);
    await user.type(code, '12345678Z');
    expect(screen.queryByText('Please enter a correct value')).not.toBeInTheDocument();
    expect(lastReport()).toEqual([{ taxCode: '12345678Z', fileId: 'f-1', fileName: 'nif.pdf' }, true]);
  });

  it('refuses a file that is not a PDF without uploading it', async () => {
    const api = fakeApi({ [REGIONS]: answerRegions, [UPLOAD]: uploaded });
    await renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Tax certificate (PDF)'), new File(['png'], 'scan.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong file type: PDF only');
    expect(api.bodiesOf(UPLOAD)).toHaveLength(0);
  });

  it('refuses a file of 100 MB or more without uploading it', async () => {
    const api = fakeApi({ [REGIONS]: answerRegions, [UPLOAD]: uploaded });
    await renderForm();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 });
    await userEvent.setup().upload(screen.getByLabelText('Tax certificate (PDF)'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: it must be under 100 MB');
    expect(api.bodiesOf(UPLOAD)).toHaveLength(0);
  });

  it('takes one file only', async () => {
    const api = fakeApi({ [REGIONS]: answerRegions, [UPLOAD]: uploaded });
    await renderForm();
    fireEvent.change(screen.getByLabelText('Tax certificate (PDF)'), { target: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload one file only');
    expect(api.bodiesOf(UPLOAD)).toHaveLength(0);
  });

  it('shows the server refusing the content (no PDF inside despite the name)', async () => {
    fakeApi({
      [REGIONS]: answerRegions,
      [UPLOAD]: () =>
        Response.json(
          { success: false, error: { code: 'VALIDATION', message: 'address.taxFile.type', fields: [{ field: 'file', message: 'address.taxFile.type' }] } },
          { status: 400 },
        ),
    });
    const { lastReport } = await renderForm();
    await userEvent.setup().upload(screen.getByLabelText('Tax certificate (PDF)'), pdf('fake.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong file type: PDF only');
    expect(lastReport()[0]).toEqual(expect.objectContaining({ fileId: undefined }));
  });

  it("shows the server's size refusal in the buyer's language", async () => {
    fakeApi({
      [REGIONS]: answerRegions,
      [UPLOAD]: () =>
        Response.json(
          { success: false, error: { code: 'VALIDATION', message: 'address.taxFile.tooLarge', fields: [{ field: 'file', message: 'address.taxFile.tooLarge' }] } },
          { status: 413 },
        ),
    });
    await renderForm({}, 'de');
    await userEvent.setup().upload(screen.getByLabelText('Steuerbescheinigung (PDF)'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei ist zu groß: sie muss kleiner als 100 MB sein');
  });

  it('says so when the upload fails, and a second try works', async () => {
    let failing = true;
    fakeApi({ [REGIONS]: answerRegions, [UPLOAD]: (body: { file: File }) => (failing ? serverError() : uploaded(body)) });
    await renderForm();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Tax certificate (PDF)'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be uploaded. Please retry.');
    failing = false;
    await user.upload(screen.getByLabelText('Tax certificate (PDF)'), pdf());
    expect(await screen.findByText('nif.pdf')).toBeInTheDocument();
  });
});

describe('TaxCodeForm elsewhere (Germany)', () => {
  it('is optional for a private buyer, without a PDF', async () => {
    fakeApi({ [REGIONS]: answerRegions });
    const { lastReport } = await renderForm({ regionId: GERMANY });
    expect(screen.getByRole('textbox', { name: 'Tax code (optional)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tax certificate (PDF)')).not.toBeInTheDocument();
    expect(lastReport()[1]).toBe(true);
  });

  it('is optional for a corporate buyer too: no market rule asks a German company for one', async () => {
    fakeApi({ [REGIONS]: answerRegions });
    const { lastReport } = await renderForm({ regionId: GERMANY, corporate: true });
    expect(lastReport()[1]).toBe(true);
    const code = screen.getByRole('textbox', { name: 'Tax code (optional)' });
    expect(code).not.toHaveAttribute('aria-required');
    const user = userEvent.setup();
    await user.click(code);
    await user.tab();
    expect(screen.queryByText('Please enter the tax code of your company')).not.toBeInTheDocument();
    await user.type(code, 'DE123456789');
    expect(lastReport()).toEqual([{ taxCode: 'DE123456789', fileId: undefined, fileName: undefined }, true]);
  });
});

describe('TaxCodeForm in the United Kingdom (import scheme)', () => {
  it('is required for a corporate buyer', async () => {
    fakeApi({ [REGIONS]: answerRegions });
    const { lastReport } = await renderForm({ regionId: UNITED_KINGDOM, corporate: true });
    expect(lastReport()[1]).toBe(false);
    const code = screen.getByRole('textbox', { name: 'Tax code' });
    expect(code).toHaveAttribute('aria-required', 'true');
    const user = userEvent.setup();
    await user.click(code);
    await user.tab();
    expect(await screen.findByText('Please enter the tax code of your company')).toBeInTheDocument();
    await user.type(code, 'GB123456789');
    expect(lastReport()).toEqual([{ taxCode: 'GB123456789', fileId: undefined, fileName: undefined }, true]);
  });

  it('is optional for a private buyer', async () => {
    fakeApi({ [REGIONS]: answerRegions });
    const { lastReport } = await renderForm({ regionId: UNITED_KINGDOM });
    expect(screen.getByRole('textbox', { name: 'Tax code (optional)' })).toBeInTheDocument();
    expect(lastReport()[1]).toBe(true);
  });

  it('never takes a backslash', async () => {
    fakeApi({ [REGIONS]: answerRegions });
    const { lastReport } = await renderForm({ regionId: GERMANY });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Tax code (optional)' }), 'DE12\\\\34');
    await user.tab();
    expect(await screen.findByText('The tax code must not contain a backslash (\\)')).toBeInTheDocument();
    expect(lastReport()[1]).toBe(false);
  });

  it('shows the messages its embedder hands it (e.g. the server refusing the code)', async () => {
    fakeApi({ [REGIONS]: answerRegions });
    await renderForm({ regionId: GERMANY, errors: { taxCode: 'address.taxCode.invalid' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a correct value');
  });

  it('speaks the buyer language', async () => {
    fakeApi({ [REGIONS]: answerRegions, [UPLOAD]: uploaded });
    await renderForm({}, 'zh-CN');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('税务证明（PDF）'), new File(['x'], 'a.doc', { type: 'application/msword' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件类型错误：仅支持 PDF');
  });
});
