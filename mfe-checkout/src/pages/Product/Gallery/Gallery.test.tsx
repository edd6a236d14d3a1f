import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../testing/screen';
import { Gallery } from './Gallery';

const look = '/media/products/3-seater-sofa_fabric_b8bcc2';
const PICTURES = [`${look}/three-quarter-640.webp`, `${look}/front-640.webp`, `${look}/detail-640.webp`, '/media/products/3-seater-sofa_leather_9a5a2c/three-quarter-640.webp'];

/** The gallery as the product page holds it: the picture on show is the page's state. */
function Page({ pictures = PICTURES }: { pictures?: string[] }) {
  const [shown, setShown] = useState(pictures[0]!);
  return <Gallery name="Oslo 3-seater sofa" pictures={pictures} shown={shown} onShow={setShown} />;
}

const show = (pictures?: string[]) => renderScreen(<Page pictures={pictures} />, { url: '/product/oslo', path: '/product/:urlKey' });
/** The main picture: the first image named after the product outside the zoom view. */
const main = () => screen.getAllByRole('img', { name: 'Oslo 3-seater sofa' })[0]!;
const thumbs = () => within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');

describe('the product gallery', () => {
  it('draws the main picture as AVIF and WebP at every width, sized and fetched first', async () => {
    await show();
    const img = main();
    expect(img).toHaveAttribute('src', PICTURES[0]);
    expect(img).toHaveAttribute('width', '560');
    expect(img).toHaveAttribute('height', '560');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('srcset', `${look}/three-quarter-320.webp 320w, ${look}/three-quarter-640.webp 640w, ${look}/three-quarter-1024.webp 1024w`);
    expect(img).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 560px');
    const avif = img.parentElement!.querySelector('source');
    expect(img.parentElement!.tagName).toBe('PICTURE');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', `${look}/three-quarter-320.avif 320w, ${look}/three-quarter-640.avif 640w, ${look}/three-quarter-1024.avif 1024w`);
  });

  it('switches the picture with a thumbnail, and marks the one on show', async () => {
    await show();
    expect(thumbs()).toHaveLength(4);
    expect(thumbs()[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('img', { name: 'Picture 3 of 4' }));
    expect(main()).toHaveAttribute('src', PICTURES[2]);
    expect(thumbs()[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs()[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves along the thumbnails with the arrow keys, focus following, round the ends', async () => {
    await show();
    thumbs()[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(main()).toHaveAttribute('src', PICTURES[1]);
    expect(thumbs()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(main()).toHaveAttribute('src', PICTURES[3]);
    expect(thumbs()[3]).toHaveFocus();
  });

  it('turns the picture on a horizontal swipe, not on a short or vertical one', async () => {
    await show();
    const stage = main().closest('.checkout-gallery__stage')!;
    // jsdom has no PointerEvent: a MouseEvent of the pointer type carries the coordinates.
    const drag = (from: [number, number], to: [number, number]) => {
      fireEvent(stage, new MouseEvent('pointerdown', { bubbles: true, clientX: from[0], clientY: from[1] }));
      fireEvent(stage, new MouseEvent('pointerup', { bubbles: true, clientX: to[0], clientY: to[1] }));
    };
    drag([300, 200], [100, 210]);
    expect(main()).toHaveAttribute('src', PICTURES[1]);
    drag([100, 200], [300, 190]);
    expect(main()).toHaveAttribute('src', PICTURES[0]);
    drag([300, 200], [280, 200]);
    drag([300, 100], [200, 400]);
    expect(main()).toHaveAttribute('src', PICTURES[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the zoom view from its button, turns pictures there, and closes with Escape back to the button', async () => {
    await show();
    const zoom = screen.getByRole('button', { name: 'Enlarge picture 1 of 4' });
    await userEvent.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Oslo 3-seater sofa: picture 1 of 4' });
    const large = within(dialog).getByRole('img', { name: 'Oslo 3-seater sofa' });
    expect(large).toHaveAttribute('width', '1024');
    expect(large).toHaveAttribute('srcset', expect.stringContaining(`${look}/three-quarter-1024.webp 1024w`));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('dialog', { name: 'Oslo 3-seater sofa: picture 2 of 4' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByRole('dialog', { name: 'Oslo 3-seater sofa: picture 4 of 4' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enlarge picture 4 of 4' })).toHaveFocus();
  });

  it('opens the zoom view with a tap on the picture, and closes it with its close button', async () => {
    await show();
    await userEvent.click(main());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one picture without thumbnails or turns', async () => {
    await show([PICTURES[0]!]);
    expect(screen.queryByRole('list', { name: 'Pictures' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge picture 1 of 1' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('button', { name: 'Next picture' })).toBeNull();
  });
});
