import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing';
import { IMAGE_PLACEHOLDER, Image } from './Image';

describe('Image', () => {
  it('reserves its box and loads lazily, asynchronously', async () => {
    await renderWithI18n(<Image src="/items/sofa.jpg" alt="Grey three-seat sofa" width={120} height={90} />);
    const image = screen.getByRole('img', { name: 'Grey three-seat sofa' });
    expect(image).toHaveAttribute('src', '/items/sofa.jpg');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '90');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('loads eagerly when asked (the first product picture above the fold)', async () => {
    await renderWithI18n(<Image src="/a.jpg" alt="Hero" width={10} height={10} loading="eager" />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('loading', 'eager');
  });

  it('swaps to a neutral placeholder when the picture fails, keeping alt and size', async () => {
    const onError = jest.fn();
    await renderWithI18n(<Image src="/missing.jpg" alt="Oak table" width={80} height={80} onError={onError} />);
    const image = screen.getByRole('img', { name: 'Oak table' });
    fireEvent.error(image);

    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    expect(image).toHaveAttribute('alt', 'Oak table');
    expect(image).toHaveAttribute('width', '80');
    expect(image).toHaveAttribute('title', 'Image unavailable');
    expect(onError).toHaveBeenCalledTimes(1);

    // A failing placeholder does not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', IMAGE_PLACEHOLDER);
  });

  it('uses the placeholder when there is no picture at all, and retries a new src', async () => {
    const { rerender } = await renderWithI18n(<Image src={null} alt="Chair" width={40} height={40} />);
    expect(screen.getByRole('img', { name: 'Chair' })).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    rerender(<Image src="/chair.jpg" alt="Chair" width={40} height={40} />);
    expect(screen.getByRole('img', { name: 'Chair' })).toHaveAttribute('src', '/chair.jpg');
  });

  it('takes a fallback of its own', async () => {
    await renderWithI18n(<Image src="/x.jpg" alt="Lamp" width={40} height={40} fallbackSrc="/brand-placeholder.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lamp' }));
    expect(screen.getByRole('img', { name: 'Lamp' })).toHaveAttribute('src', '/brand-placeholder.png');
  });

  it('offers a product photograph as AVIF and WebP at every rendered width, drawn `width` px wide unless told', async () => {
    const look = '/media/products/bed_oak_c49a63';
    await renderWithI18n(<Image src={`${look}/front-640.webp`} alt="Oak bed" width={164} height={164} />);
    const image = screen.getByRole('img', { name: 'Oak bed' });
    expect(image).toHaveAttribute('src', `${look}/front-640.webp`);
    expect(image).toHaveAttribute('srcset', `${look}/front-320.webp 320w, ${look}/front-640.webp 640w, ${look}/front-1024.webp 1024w`);
    expect(image).toHaveAttribute('sizes', '164px');
    const picture = image.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = picture.querySelectorAll('source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('type', 'image/avif');
    expect(sources[0]).toHaveAttribute('srcset', `${look}/front-320.avif 320w, ${look}/front-640.avif 640w, ${look}/front-1024.avif 1024w`);
    expect(sources[0]).toHaveAttribute('sizes', '164px');
  });

  it('leaves any other picture a plain <img> (an upload, a drawing), and a failed photograph the placeholder alone', async () => {
    const { container } = await renderWithI18n(
      <>
        <Image src="/media/uploads/abc" alt="Upload" width={80} height={80} />
        <Image src="/media/items/101.svg" alt="Drawing" width={80} height={80} />
        <Image src="/media/products/bed_oak_c49a63/front-640.webp" alt="Broken" width={80} height={80} sizes="50vw" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Upload' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Drawing' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveAttribute('sizes', '50vw');
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    expect(screen.getByRole('img', { name: 'Broken' })).not.toHaveAttribute('srcset');
    expect(container.querySelectorAll('picture')).toHaveLength(0);
  });
});
