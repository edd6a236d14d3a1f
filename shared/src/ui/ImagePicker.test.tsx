import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaCalls, type ImagePurpose, type UploadedImage } from '../contract';
import { failure, fakeApi, renderWithI18n } from '../testing';
import type { Language } from '../i18n';
import { ImagePicker } from './ImagePicker';

const EVIDENCE = mediaCalls.uploadEvidenceImage.path;
const AVATAR = mediaCalls.uploadAvatarImage.path;
const MB = 1024 * 1024;

let uploads = 0;
const stored = (body: { file: File }): UploadedImage => {
  uploads += 1;
  const id = `00000000-0000-0000-0000-${String(uploads).padStart(12, '0')}`;
  return { id, url: `/media/uploads/${id}`, size: body.file.size, contentType: body.file.type };
};
/** Node's File, not jsdom's: the test environment's fetch and FormData take only Node's Blobs (a browser has one kind). */
const image = (name: string, size = 1000, type = 'image/png') => new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;

/** The picker inside a form that also holds typed text, as the after-sales and review forms do. */
function Form({ purpose, max, replaces, initial = [] }: { purpose: ImagePurpose; max?: number; replaces?: boolean; initial?: UploadedImage[] }) {
  const [images, setImages] = useState<UploadedImage[]>(initial);
  return (
    <form>
      <label>
        Notes <textarea defaultValue="" />
      </label>
      <ImagePicker purpose={purpose} value={images} onChange={setImages} label="Evidence images" {...(max ? { max } : {})} {...(replaces ? { replaces } : {})} />
    </form>
  );
}

async function renderPicker(purpose: ImagePurpose = 'EVIDENCE', language: Language = 'en', max?: number) {
  await renderWithI18n(<Form purpose={purpose} {...(max ? { max } : {})} />, { language });
  return userEvent.setup({ applyAccept: false });
}

afterEach(() => jest.restoreAllMocks());

describe('ImagePicker', () => {
  it('uploads the chosen images as multipart, shows them as thumbnails with the count, and removes one', async () => {
    const api = fakeApi({ [EVIDENCE]: stored });
    const user = await renderPicker();
    await user.upload(screen.getByLabelText('Add images'), [image('crack.png'), image('box.png')]);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Image 1', 'Image 2']);
    expect(screen.getByText('2/6 images')).toBeInTheDocument();
    expect(api.bodiesOf(EVIDENCE).map((body) => (body as { file: File }).file.name)).toEqual(['crack.png', 'box.png']);
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(within(screen.getByRole('list')).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByText('1/6 images')).toBeInTheDocument();
  });

  it('refuses a file over the limit before sending anything, and keeps what was typed', async () => {
    const api = fakeApi({ [EVIDENCE]: stored });
    const user = await renderPicker();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'The leg is cracked');
    await user.upload(screen.getByLabelText('Add images'), image('huge.jpg', MB + 1, 'image/jpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.jpg: uploaded image size cannot exceed 1M');
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('The leg is cracked');
  });

  it("says the avatar's limit in the spec's words", async () => {
    fakeApi({ [AVATAR]: stored });
    const user = await renderPicker('AVATAR', 'zh-CN', 1);
    await user.upload(screen.getByLabelText('添加图片'), image('me.png', 2 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent('me.png：上传图片大小不能超过2M');
  });

  it('refuses a type the purpose does not take before sending it', async () => {
    const api = fakeApi({ [AVATAR]: stored, [EVIDENCE]: stored });
    const user = await renderPicker('AVATAR', 'en', 1);
    await user.upload(screen.getByLabelText('Add images'), image('me.webp', 100, 'image/webp'));
    expect(await screen.findByRole('alert')).toHaveTextContent('me.webp: only PNG, BMP, JPEG, GIF images can be uploaded');
    expect(api.calls).toHaveLength(0);
  });

  it('replaces a full picker\'s image with the new one when asked to (an avatar), with nothing removed first', async () => {
    const old: UploadedImage = { id: 'old', url: '/media/uploads/old', size: 10, contentType: 'image/png' };
    const api = fakeApi({ [AVATAR]: stored });
    await renderWithI18n(<Form purpose="AVATAR" max={1} replaces initial={[old]} />, { language: 'en' });
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.queryByLabelText('Add images')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Replace the picture'), image('new.png'));
    await screen.findByText('1/1 images');
    expect(api.bodiesOf(AVATAR)).toHaveLength(1);
    expect(within(screen.getByRole('list')).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/media/uploads/00000000'));
  });

  it('without replaces, a full picker offers no choice until an image is removed', async () => {
    const old: UploadedImage = { id: 'old', url: '/media/uploads/old', size: 10, contentType: 'image/png' };
    await renderWithI18n(<Form purpose="AVATAR" max={1} initial={[old]} />, { language: 'en' });
    expect(screen.queryByLabelText('Add images')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Replace the picture')).not.toBeInTheDocument();
  });

  it('refuses seven images at once when six are allowed', async () => {
    const api = fakeApi({ [EVIDENCE]: stored });
    const user = await renderPicker();
    await user.upload(screen.getByLabelText('Add images'), Array.from({ length: 7 }, (_, i) => image(`p${i}.png`)));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload at most 6 images');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal of the bytes (a PNG name over a PDF), and nothing is added", async () => {
    fakeApi({
      [EVIDENCE]: () =>
        Response.json({ success: false, error: { code: 'VALIDATION', message: 'media.image.type', fields: [{ field: 'file', message: 'media.image.type' }] } }, { status: 400 }),
    });
    const user = await renderPicker();
    await user.upload(screen.getByLabelText('Add images'), image('scan.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, GIF, WEBP, BMP images can be uploaded');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says honestly when the upload fails for another reason', async () => {
    fakeApi({ [EVIDENCE]: failure(503, 'UNAVAILABLE') });
    const user = await renderPicker();
    await user.upload(screen.getByLabelText('Add images'), image('crack.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be uploaded. Please try again.');
  });
});
