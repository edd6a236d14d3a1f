import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { FilePicker, type ChosenFile } from './FilePicker';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function Picker({ onFiles = () => {}, error, initial = null }: { onFiles?: (files: File[]) => void; error?: string; initial?: ChosenFile | null }) {
  const [chosen, setChosen] = useState<ChosenFile | null>(initial);
  return (
    <FilePicker
      label="Tax certificate"
      hint="One PDF under 100 MB"
      error={error}
      accept="application/pdf"
      chosen={chosen}
      onFiles={(files) => {
        onFiles(files);
        setChosen({ name: files[0]!.name });
      }}
      onRemove={() => setChosen(null)}
    />
  );
}

describe('FilePicker', () => {
  it('is a real file input named by its label, described by its hint and by what is chosen', async () => {
    await renderWithI18n(<Picker />);
    const input = screen.getByLabelText('Tax certificate');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Tax certificate');
    expect(input).toHaveAccessibleDescription('One PDF under 100 MB No file chosen');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('hands over the chosen files, names the chosen one, and reacts to the same file chosen again', async () => {
    const onFiles = jest.fn();
    await renderWithI18n(<Picker onFiles={onFiles} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText<HTMLInputElement>('Tax certificate');
    await user.upload(input, pdf('nif.pdf'));
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'nif.pdf' })]);
    expect(screen.getByText('nif.pdf')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('One PDF under 100 MB nif.pdf');
    expect(input.value).toBe('');
    await user.upload(input, pdf('nif.pdf'));
    expect(onFiles).toHaveBeenCalledTimes(2);
  });

  it('takes keyboard focus on the input itself, and Remove gives focus back to it', async () => {
    await renderWithI18n(<Picker initial={{ name: 'old.pdf' }} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('Tax certificate')).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('old.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax certificate')).toHaveFocus();
  });

  it('shows its error below with the icon, tied to the input, which is marked invalid', async () => {
    await renderWithI18n(<Picker error="Wrong file type: PDF only" />);
    const input = screen.getByLabelText('Tax certificate');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong file type: PDF only');
    expect(screen.getByRole('alert').querySelector('svg')).not.toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('One PDF under 100 MB Wrong file type: PDF only No file chosen');
  });

  it('shows a chosen picture beside its name', async () => {
    await renderWithI18n(
      <FilePicker label="Avatar" chosen={{ name: 'me.png', previewUrl: '/media/me.png' }} onFiles={() => {}} />,
    );
    expect(document.querySelector('.mall-file-picker__preview')).toHaveAttribute('src', '/media/me.png');
    expect(screen.getByText('me.png')).toBeInTheDocument();
  });
});
